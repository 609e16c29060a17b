/**
 * The referee's day and the paper tables, against the real server: « Mes tournois » lists the tournament
 * a referee runs (« Arbitre », « Gérer »), a finished table offers « Modifier » to the admin and referees,
 * and a player enters their paper table's final scores from the table's own page.
 */
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Game } from '@mj/api';
import type { RoundPayload } from '@mj/domain';
import { withRealServer, type Player } from '../../test/real-server';
import { renderApp } from '../../test/render';
import { createTournament, withClub } from '../../test/tournament-seed';

const server = withRealServer();
const club = withClub(server);

/** Alice's tournament of Alice, Bruno, Chloé and David, refereed by Emma, with ronde 1's one table. */
async function setUp() {
  const four = [club.alice, club.bruno, club.chloe, club.david];
  const { id } = await createTournament(server(), club.alice, { joueurs: four });
  await server().call('PUT', `/tournois/${id}/arbitres/${club.emma.user.user_id}`, club.alice.token);
  const ronde = await server()
    .as(club.alice)
    .post<{ tables: { partie_id: string; joueurs: string[] }[] }>(`/tournois/${id}/rondes`, {
      mode: 'equilibre',
    });
  return { id, gameId: ronde.tables[0]!.partie_id, seats: ronde.tables[0]!.joueurs };
}

const tsumo = (winner: string): RoundPayload => ({
  type_victoire: 'tsumo',
  gagnant: [winner],
  perdant: null,
  han: { [winner]: 2 },
  fu: { [winner]: 30 },
  riichi_players: [],
  tenpai: [],
});

const byId = (userId: string): Player =>
  Object.values(club).find((player) => player.user.user_id === userId)!;

describe('the referee and the paper tables', () => {
  it('« Mes tournois » lists the tournament a referee runs, marked « Arbitre », with « Gérer »', async () => {
    const { id } = await setUp();
    renderApp('/mes-tournois', { preloadedState: club.emma.session });
    const card = await screen.findByRole('listitem', { name: 'Tournoi du club' });
    expect(within(card).getByText('Arbitre')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Gérer' })).toHaveAttribute(
      'href',
      `/tournois/${id}/admin`,
    );
  });

  it('a finished table offers « Modifier » to a referee: the history opens with its rounds’ corrections', async () => {
    const { id, gameId, seats } = await setUp();
    const player = server().as(byId(seats[0]!));
    await player.post(`/parties/tours/${gameId}`, tsumo(seats[1]!));
    await player.post(`/parties/${gameId}/finish`);
    const user = userEvent.setup();
    renderApp(`/tournois/${id}/admin?etape=rondes`, { preloadedState: club.emma.session });
    const table = await screen.findByRole('listitem', { name: 'Table 1' });
    await user.click(await within(table).findByRole('link', { name: 'Modifier la table 1' }));
    const history = await screen.findByRole('dialog', { name: 'Historique des tours' });
    const entry = (await within(history).findAllByRole('listitem')).find((item) =>
      item.classList.contains('history__entry'),
    )!;
    expect(
      within(entry)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Modifier', 'Supprimer']);
  });

  it('a player enters their paper table’s final scores from the table’s page', async () => {
    const { gameId, seats } = await setUp();
    const user = userEvent.setup();
    renderApp(`/add-tour/${gameId}`, { preloadedState: byId(seats[2]!).session });
    await user.click(await screen.findByRole('button', { name: 'Saisir les scores finaux' }));
    const form = screen.getByRole('form', { name: 'Scores finaux de la table' });
    const values = ['45000', '35000', '25000', '15000'];
    for (const [seat, userId] of seats.entries()) {
      const pseudo = byId(userId).user.pseudo;
      // « Score d’Alice », « Score de Bruno »: French elides « de » before a vowel.
      const label = /^[AEÉ]/.test(pseudo) ? `Score d’${pseudo}` : `Score de ${pseudo}`;
      await user.type(within(form).getByLabelText(label), values[seat]!);
    }
    await user.click(within(form).getByRole('button', { name: 'Enregistrer les scores finaux' }));
    await waitFor(async () =>
      expect(await server().as(club.alice).get<Game>(`/parties/${gameId}`)).toEqual(
        expect.objectContaining({
          etat: 'terminé',
          scores: Object.fromEntries(seats.map((userId, seat) => [userId, Number(values[seat])])),
        }),
      ),
    );
    expect(await screen.findByText('Partie terminée')).toBeInTheDocument();
  });
});
