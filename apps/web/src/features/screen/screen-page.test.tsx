import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { Clock, Ronde } from '@mj/api';
import { LAST_HAND, RondeClock } from '../../components/ronde-clock';
import { ron } from '@mj/domain/testing';
import { renderApp } from '../../test/render';
import { withRealServer, type Player } from '../../test/real-server';
import { PAGE_SECONDS } from './use-page-cycle';

const server = withRealServer();
let counter = 0;

/** A tournament of four players with one ronde, its clock started, and its public link open. */
async function setUp({ visible }: { visible: boolean }) {
  const tag = ++counter;
  const admin = await server().signUp(`Ecran${tag}`);
  const players: Player[] = [];
  for (const name of ['Iko', 'Jo', 'Ken', 'Lou']) players.push(await server().signUp(`${name}${tag}`));
  const { id } = await server()
    .as(admin)
    .post<{ id: string }>('/tournois/', {
      nom: `Coupe ${tag}`,
      date_debut: '2026-03-01',
      classement_visible: visible,
      regles: 'classic',
      joueurs: players.map((player) => player.user.user_id),
    });
  const ronde = await server().as(admin).post<Ronde>(`/tournois/${id}/rondes`, { mode: 'equilibre' });
  await server()
    .as(admin)
    .post(`/tournois/${id}/rondes/1/horloge`, { action: 'demarrer', duree_minutes: 90 });
  const { jeton } = await server().as(admin).post<{ jeton: string }>(`/tournois/${id}/ecran`);
  const pseudoOf = (userId: string) => players.find((player) => player.user.user_id === userId)!.user.pseudo;
  return { admin, id, ronde, jeton, pseudoOf, tag };
}

/**
 * The wall turns its pages every 12 seconds: the test's clock moves on by itself as real time does
 * (the server and the stream keep working) and jumps a page's time at `turnPage`.
 */
function pageTurnsByHand() {
  jest.useFakeTimers({ advanceTimers: true });
}

function turnPage() {
  act(() => {
    jest.advanceTimersByTime(PAGE_SECONDS * 1000);
  });
}

afterEach(() => {
  jest.useRealTimers();
});

describe('/ecran/{jeton}', () => {
  it('shows, without signing in, the name, the ronde, its clock, each table’s players and wind; no score while the ranking is hidden', async () => {
    const { admin, ronde, jeton, pseudoOf, tag } = await setUp({ visible: false });
    const [east, south, west, north] = ronde.tables[0]!.joueurs;
    // South wins 3 han 40 fu by ron on West: 5 200 (hand-computed: 40 × 2^5 × 4 = 5 120 → 5 200).
    await server()
      .as(admin)
      .post(`/parties/tours/${ronde.tables[0]!.partie_id}`, ron([[south!, 3, 40]], west!));
    pageTurnsByHand();
    renderApp(`/ecran/${jeton}`);
    expect(await screen.findByRole('heading', { name: `Coupe ${tag}`, level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Ronde 1')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Temps restant' })).toHaveTextContent(/(1:30:00|1:29:5\d)$/);
    const table = within(screen.getByRole('list', { name: 'Tables' })).getByRole('listitem', {
      name: 'Table 1',
    });
    expect(within(table).getByText('Est - 2')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([pseudoOf(east!), pseudoOf(south!), pseudoOf(west!), pseudoOf(north!)]);
    // No header, no sign-in: the page stays on the screen; the hidden ranking is not shown.
    expect(screen.getByTestId('location')).toHaveTextContent(`/ecran/${jeton}`);
    expect(screen.queryByRole('navigation', { name: 'Navigation principale' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Classement' })).not.toBeInTheDocument();
    // The hidden ranking has no page of its own: the tables stay, with no page count.
    turnPage();
    expect(screen.getByRole('list', { name: 'Tables' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /^Classement/ })).not.toBeInTheDocument();
    expect(document.querySelector('.screen__page')).toBeNull();
  });

  it('shows the ranking while it is visible', async () => {
    const { admin, jeton, pseudoOf, ronde } = await setUp({ visible: true });
    await server().as(admin).post(`/parties/${ronde.tables[0]!.partie_id}/finish`);
    pageTurnsByHand();
    renderApp(`/ecran/${jeton}`);
    const ranking = await screen.findByRole('table', { name: 'Classement' });
    // A finished game without rounds: everyone on 30 000, ranked by uma in seat order (rules-classic).
    expect(within(ranking).getAllByRole('row')).toHaveLength(5);
    expect(within(ranking).getByText(pseudoOf(ronde.tables[0]!.joueurs[0]!))).toBeInTheDocument();
    // Every table is done: the room looks at the ranking first, the tables on the next page.
    expect(screen.getByText('Classement', { selector: '.screen__page' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Tables' })).not.toBeInTheDocument();
    turnPage();
    expect(await screen.findByRole('list', { name: 'Tables' })).toBeInTheDocument();
    expect(screen.getByText('Tables', { selector: '.screen__page' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Classement' })).not.toBeInTheDocument();
    turnPage();
    expect(await screen.findByRole('table', { name: 'Classement' })).toBeInTheDocument();
  });

  it('shows in a corner the QR code and the link to follow the screen on a phone', async () => {
    const { jeton } = await setUp({ visible: false });
    renderApp(`/ecran/${jeton}`);
    const corner = await screen.findByRole('complementary', { name: 'Suivre sur son téléphone' });
    expect(await within(corner).findByRole('img', { name: 'QR code de cet écran' })).toBeInTheDocument();
    // The link as one types it: no scheme.
    expect(within(corner).getByRole('link')).toHaveTextContent(new RegExp(`^[^/]+/ecran/${jeton}$`));
  });

  it('once the tournament is over: its podium, the whole ranking, no clock', async () => {
    const { admin, id, jeton, pseudoOf, ronde } = await setUp({ visible: true });
    const [east, south, west, north] = ronde.tables[0]!.joueurs;
    // South wins 3 han 40 fu by ron on West (5 200): South 35 200, East and North 30 000, West 24 800.
    await server()
      .as(admin)
      .post(`/parties/tours/${ronde.tables[0]!.partie_id}`, ron([[south!, 3, 40]], west!));
    await server().as(admin).post(`/parties/${ronde.tables[0]!.partie_id}/finish`);
    await server().as(admin).patch(`/tournois/${id}/etat`, { new_state: 'terminé' });
    pageTurnsByHand();
    renderApp(`/ecran/${jeton}`);
    const podium = await screen.findByRole('list', { name: 'Podium' });
    const steps = within(podium).getAllByRole('listitem');
    // East and North tie on 30 000 (they share the uma of 2nd and 3rd: 0 each) and share the 2nd step;
    // there is no 3rd place.
    expect(steps).toHaveLength(2);
    expect(steps[0]).toHaveTextContent(new RegExp(`^1re place${pseudoOf(south!)}`));
    expect(steps[1]).toHaveTextContent(/^2e place/);
    expect(steps[1]).toHaveTextContent(pseudoOf(east!));
    expect(steps[1]).toHaveTextContent(pseudoOf(north!));
    expect(screen.getByText('Tournoi terminé')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    // The whole ranking on the next page.
    turnPage();
    const ranking = await screen.findByRole('table', { name: 'Classement' });
    expect(within(ranking).getAllByRole('row')).toHaveLength(5);
    expect(screen.queryByRole('list', { name: 'Podium' })).not.toBeInTheDocument();
  });

  it('follows the screen’s live stream: a new round shows without reading the screen again', async () => {
    const { admin, ronde, jeton, pseudoOf } = await setUp({ visible: true });
    const [, south, west] = ronde.tables[0]!.joueurs;
    renderApp(`/ecran/${jeton}`);
    const table = await screen.findByRole('listitem', { name: 'Table 1' });
    await waitFor(() => expect(server().sent('GET', `/public/ecrans/${jeton}/evenements`)).toHaveLength(1));
    const reads = server().sent('GET', `/public/ecrans/${jeton}`).length;
    // South wins 3 han 40 fu by ron on West: 5 200 (hand-computed: 40 × 2^5 × 4 = 5 120 → 5 200).
    await server()
      .as(admin)
      .post(`/parties/tours/${ronde.tables[0]!.partie_id}`, ron([[south!, 3, 40]], west!));
    await waitFor(() => expect(within(table).getByText('Est - 2')).toBeInTheDocument());
    expect(within(table).getByText(pseudoOf(south!)).parentElement).toHaveTextContent(
      `${pseudoOf(south!)}35 200`,
    );
    expect(server().sent('GET', `/public/ecrans/${jeton}`)).toHaveLength(reads);
  });

  it('says « Écran introuvable. » for a revoked link', async () => {
    const { admin, id, jeton } = await setUp({ visible: true });
    await server().as(admin).delete(`/tournois/${id}/ecran`);
    renderApp(`/ecran/${jeton}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Écran introuvable.');
  });
});

describe('a ronde clock', () => {
  const running: Clock = {
    etat: 'en cours',
    duree_minutes: 90,
    restant_ms: -2_000,
    fin: '2026-03-01T10:30:00.000Z',
    supplements: { 3: 5 },
    maintenant: '2026-03-01T10:30:02.000Z',
  };

  it('says « Dernière donne » once time is up, and counts a table’s extra minutes', () => {
    render(
      <>
        <RondeClock clock={running} receivedAt={Date.now()} />
        <RondeClock clock={running} receivedAt={Date.now()} table={3} label="Table 3" />
      </>,
    );
    expect(screen.getByRole('timer', { name: 'Temps restant' })).toHaveTextContent(LAST_HAND);
    expect(screen.getByRole('timer', { name: 'Table 3' })).toHaveTextContent(/4:5[89]\+5 min$/);
  });
});
