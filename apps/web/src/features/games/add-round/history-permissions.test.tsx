import { beforeAll, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RoundPayload } from '@mj/domain';
import { withRealServer, type Player } from '../../../test/real-server';
import { renderApp } from '../../../test/render';

const server = withRealServer();

/** Four players and a tournament admin who does not play, signed up once for the file. */
let seats: Player[];
let admin: Player;
beforeAll(async () => {
  seats = [];
  for (const pseudo of ['Alice', 'Bruno', 'Chloé', 'David']) seats.push(await server().signUp(pseudo));
  admin = await server().signUp('Arbitre');
});

const tsumo = (winner: Player): RoundPayload => ({
  type_victoire: 'tsumo',
  gagnant: [winner.user.user_id],
  perdant: null,
  han: { [winner.user.user_id]: 2 },
  fu: { [winner.user.user_id]: 30 },
  riichi_players: [],
  tenpai: [],
});

/** A game created by seat 0 (in `tournois_id` when given), two rounds played, then finished. */
async function finishedGame(tournois_id?: string): Promise<string> {
  const creator = server().as(seats[0]!);
  const joueurs = seats.map((seat) => seat.user.user_id);
  const { id } = await creator.post<{ id: string }>(
    '/parties/',
    tournois_id ? { joueurs, tournois_id } : { joueurs },
  );
  for (const winner of [seats[1]!, seats[2]!]) await creator.post(`/parties/tours/${id}`, tsumo(winner));
  await creator.post(`/parties/${id}/finish`);
  return id;
}

/** Opens the history of the game as `viewer`; returns the first round's entry. */
async function firstRoundAs(viewer: Player, gameId: string) {
  const user = userEvent.setup({ delay: null });
  renderApp(`/add-tour/${gameId}`, { preloadedState: viewer.session });
  await user.click(await screen.findByRole('button', { name: 'Historique' }));
  const history = await screen.findByRole('dialog', { name: 'Historique des tours' });
  return (await within(history).findAllByRole('listitem')).find((item) =>
    item.classList.contains('history__entry'),
  )!;
}

const actionsOf = (entry: HTMLElement) =>
  within(entry)
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('correcting a finished game: « Modifier » and « Supprimer » only for who may', () => {
  it('outside a tournament: the game’s creator sees them', async () => {
    const gameId = await finishedGame();

    expect(actionsOf(await firstRoundAs(seats[0]!, gameId))).toEqual(['Modifier', 'Supprimer']);
  });

  it('outside a tournament: a player who did not create the game sees the rounds without them', async () => {
    const gameId = await finishedGame();
    const entry = await firstRoundAs(seats[1]!, gameId);
    expect(entry).toHaveTextContent('Tsumo de Bruno');
    expect(actionsOf(entry)).toEqual([]);
  });

  async function finishedTournamentGame(): Promise<string> {
    const tournament = await server()
      .as(admin)
      .post<{ id: string }>('/tournois/', {
        nom: 'Tournoi du club',
        date_debut: '2026-11-22',
        classement_visible: true,
        regles: 'classic',
        joueurs: seats.map((seat) => seat.user.user_id),
      });
    return finishedGame(tournament.id);
  }

  it('in a tournament: its admin, who does not play, sees them', async () => {
    const gameId = await finishedTournamentGame();
    expect(actionsOf(await firstRoundAs(admin, gameId))).toEqual(['Modifier', 'Supprimer']);
  });

  it('in a tournament: the game’s creator, not its admin, does not see them', async () => {
    const gameId = await finishedTournamentGame();
    expect(actionsOf(await firstRoundAs(seats[0]!, gameId))).toEqual([]);
  });

  it('while the game runs, every player sees them', async () => {
    const creator = server().as(seats[0]!);
    const { id } = await creator.post<{ id: string }>('/parties/', {
      joueurs: seats.map((seat) => seat.user.user_id),
    });
    await creator.post(`/parties/tours/${id}`, tsumo(seats[1]!));
    expect(actionsOf(await firstRoundAs(seats[3]!, id))).toEqual(['Modifier', 'Supprimer']);
  });
});
