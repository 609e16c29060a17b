/**
 * Never a silent second copy: an entry is prepared against one state of the game; when the game moves on
 * under it (another phone's round or correction, heard on the live stream), the form stops and asks
 * whether it is the same round. Another phone is another player writing through the real server's API.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ron } from '@mj/domain/testing';
import { withRealServer, type Player } from '../../../test/real-server';
import { renderApp } from '../../../test/render';
import { tsumoBy } from '../../../test/waiting';
import { hasMovedOn, preparedOf } from './moved-on';
import { ANOTHER_ROUND, SAME_ROUND } from './moved-on-prompt';

const server = withRealServer();

let alice: Player;
let bruno: Player;
let joueurs: string[];
beforeAll(async () => {
  const seats = await server().signUpAll(['Alice', 'Bruno', 'Chloé', 'David']);
  [alice, bruno] = seats as [Player, Player];
  joueurs = seats.map((seat) => seat.user.user_id);
});

const group = (name: string) => screen.getByRole('group', { name });

/** A game of the four (Alice East) open on Alice's phone, its stream up, and Chloé's tsumo being typed. */
async function typingWhileBrunoWrites(rounds = 0) {
  const { id } = await server().as(alice).post<{ id: string }>('/parties/', { joueurs });
  for (let index = 0; index < rounds; index += 1) {
    await server()
      .as(bruno)
      .post(`/parties/tours/${id}`, { ...tsumoBy(joueurs[1]!), index });
  }
  const user = userEvent.setup({ delay: null });
  renderApp(`/add-tour/${id}`, { preloadedState: alice.session });
  await screen.findByRole('button', { name: 'Valider le tour' });
  await waitFor(() => expect(server().openStreams).toBe(1));
  await user.click(within(group('Fin du tour')).getByLabelText('Tsumo'));
  await user.click(within(group('Gagnant')).getByLabelText('Chloé'));
  await user.selectOptions(screen.getByLabelText('Han de Chloé'), '3');
  await user.selectOptions(screen.getByLabelText('Fu de Chloé'), '30');
  const posts = () => server().sent('POST', `/parties/tours/${id}`);
  return { id, user, posts };
}

/** Bruno's phone records his ron on Alice, 3 han 40 fu, as the first round. */
const brunosRon = (id: string) =>
  server()
    .as(bruno)
    .post(`/parties/tours/${id}`, { ...ron([[joueurs[1]!, 3, 40]], joueurs[0]!), index: 0 });

describe('the game moves on under an entry', () => {
  it('another phone first: the form shows who recorded what, and « the same round » drops the entry', async () => {
    const { id, user, posts } = await typingWhileBrunoWrites();
    await act(() => brunosRon(id));
    const prompt = await screen.findByRole('alert', { name: 'Conflit de saisie' });
    expect(
      await within(prompt).findByText('Bruno a enregistré : Ron de Bruno (3 han 40 fu) sur Alice'),
    ).toBeInTheDocument();
    expect(prompt).toHaveTextContent('Ta saisie : Tsumo de Chloé (3 han 30 fu)');
    expect(screen.queryByRole('button', { name: 'Valider le tour' })).toBeNull();

    await user.click(within(prompt).getByRole('button', { name: SAME_ROUND }));
    expect(screen.queryByRole('alert', { name: 'Conflit de saisie' })).toBeNull();
    expect(within(group('Fin du tour')).getByLabelText('Tsumo')).not.toBeChecked();
    expect(posts()).toHaveLength(0);
  });

  it('« another round » prepares the entry again on the new state, and it is recorded after theirs', async () => {
    const { id, user, posts } = await typingWhileBrunoWrites();
    await act(() => brunosRon(id));
    const prompt = await screen.findByRole('alert', { name: 'Conflit de saisie' });
    const another = within(prompt).getByRole('button', { name: ANOTHER_ROUND });
    await waitFor(() => expect(another).toBeEnabled());
    await user.click(another);
    await user.click(screen.getByRole('button', { name: 'Valider le tour' }));
    expect(await screen.findByText('Tour 2 enregistré.')).toBeInTheDocument();
    expect(posts().map((post) => (post.body as { index: number }).index)).toEqual([1]);
    const { tours } = await server()
      .as(alice)
      .get<{ tours: unknown[] }>(`/parties/tours/${id}/tours?compact=true`);
    expect(tours).toHaveLength(2);
  });

  it('a correction landing while I type: the form says who corrected which round', async () => {
    const { id } = await typingWhileBrunoWrites(1);
    await act(() =>
      server()
        .as(bruno)
        .put(`/parties/tours/${id}/0`, { ...tsumoBy(joueurs[3]!), nb_tours: 1 }),
    );
    const prompt = await screen.findByRole('alert', { name: 'Conflit de saisie' });
    expect(
      await within(prompt).findByText('Bruno a corrigé le tour 1 : Tsumo de David (3 han 30 fu)'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Valider le tour' })).toBeNull();
  });
});

describe('what counts as a move', () => {
  it('a count changed, or a known round changed; a waiting round reaching the server is not one', () => {
    const before = { count: 2, marks: ['0:'] };
    expect(hasMovedOn(before, { count: 3, marks: ['0:'] })).toBe(true);
    expect(hasMovedOn(before, { count: 2, marks: ['0:2026-11-26T10:00:00Z'] })).toBe(true);
    expect(hasMovedOn(before, { count: 2, marks: ['0:', '1:'] })).toBe(false);
    expect(hasMovedOn(preparedOf(2, undefined), { count: 2, marks: ['0:'] })).toBe(false);
  });
});
