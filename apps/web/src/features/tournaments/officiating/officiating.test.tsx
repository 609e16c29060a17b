/**
 * Officiating on the admin and participant pages, against the real server: naming a referee, a referee's
 * penalty, a sheet validated by the referee, and a ronde table's final scores entered by one of its players.
 */
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Penalty, Tournament, TournamentGame } from '@mj/api';
import { withRealServer } from '../../../test/real-server';
import { renderApp } from '../../../test/render';
import { addFinishedGame, createTournament, withClub } from '../../../test/tournament-seed';

const server = withRealServer();
const club = withClub(server);

/** Alice's tournament of Alice, Bruno, Chloé and David; Emma referees it. */
async function setUp() {
  const four = [club.alice, club.bruno, club.chloe, club.david];
  const { id } = await createTournament(server(), club.alice, { joueurs: four });
  await server().call('PUT', `/tournois/${id}/arbitres/${club.emma.user.user_id}`, club.alice.token);
  return id;
}

async function open(path: string, user = club.alice) {
  const events = userEvent.setup();
  renderApp(path, { preloadedState: user.session });
  await screen.findByRole('heading', { name: 'Tournoi du club', level: 1 });
  return events;
}

describe('officiating', () => {
  it('the admin names a referee with the players’ search, and removes them', async () => {
    const { id } = await createTournament(server(), club.alice, {
      joueurs: [club.alice, club.bruno, club.chloe, club.david],
    });
    const user = await open(`/tournois/${id}/admin?etape=arbitrage`);
    const section = await screen.findByRole('region', { name: 'Arbitres (0)' });
    await user.type(within(section).getByLabelText('Nommer un arbitre'), 'Emm');
    await user.click(await within(section).findByRole('button', { name: 'Nommer Emma' }));
    expect(await screen.findByText('Emma est arbitre du tournoi.')).toBeInTheDocument();
    const named = await server().as(club.alice).get<Tournament>(`/tournois/${id}`);
    expect(named.arbitres).toEqual([club.emma.user.user_id]);
    await user.click(await screen.findByRole('button', { name: 'Retirer l’arbitre Emma' }));
    await waitFor(async () =>
      expect((await server().as(club.alice).get<Tournament>(`/tournois/${id}`)).arbitres).toEqual([]),
    );
  });

  it('the admin asks for signed sheets and a tie-break on points', async () => {
    const id = await setUp();
    const user = await open(`/tournois/${id}/admin?etape=arbitrage`);
    await user.click(await screen.findByRole('switch', { name: 'Feuilles validées par l’arbitre' }));
    await waitFor(async () =>
      expect((await server().as(club.alice).get<Tournament>(`/tournois/${id}`)).validation_feuilles).toBe(
        'arbitre',
      ),
    );
    await user.selectOptions(screen.getByLabelText('Égalités au classement'), 'points');
    await waitFor(async () =>
      expect((await server().as(club.alice).get<Tournament>(`/tournois/${id}`)).departage).toBe('points'),
    );
  });

  it('a referee gives a penalty from the admin page: listed, and counted in the ranking', async () => {
    const id = await setUp();
    await addFinishedGame(server(), club.alice, id, [
      [club.alice, 45000],
      [club.bruno, 35000],
      [club.chloe, 25000],
      [club.david, 15000],
    ]);
    const user = await open(`/tournois/${id}/admin?etape=arbitrage`, club.emma);
    // The referee sees the tables' side of the page, not the admin's own.
    expect(screen.queryByRole('region', { name: /^Arbitres/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Terminer le tournoi' })).not.toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Pénalité' });
    await user.selectOptions(within(form).getByLabelText('Joueur'), club.bruno.user.user_id);
    await user.type(within(form).getByLabelText('Points retirés (en milliers)'), '10');
    await user.type(within(form).getByLabelText('Motif'), 'Retard au départ');
    await user.click(within(form).getByRole('button', { name: 'Donner la pénalité' }));
    expect(await screen.findByText('Pénalité enregistrée pour Bruno.')).toBeInTheDocument();
    expect(await screen.findByText('Bruno : \u221210,0 — Retard au départ')).toBeInTheDocument();
    // Bruno: +10,0 from the game, −10,0 of penalty.
    const ranking = await server()
      .as(club.alice)
      .get<{ classement: Record<string, number> }>(`/tournois/${id}/classement`);
    expect(ranking.classement[club.bruno.user.user_id]).toBe(0);
    const penalties = await server().as(club.bruno).get<Penalty[]>(`/tournois/${id}/penalites`);
    expect(penalties).toEqual([
      expect.objectContaining({
        joueur: club.bruno.user.user_id,
        points: -10,
        auteur_id: club.emma.user.user_id,
      }),
    ]);
  });

  it('a sheet awaiting validation says « À valider »; the referee validates it: « Validée par Emma à … »', async () => {
    const id = await setUp();
    await server().as(club.alice).patch(`/tournois/${id}`, { validation_feuilles: 'arbitre' });
    const game = await addFinishedGame(server(), club.alice, id, [
      [club.alice, 45000],
      [club.bruno, 35000],
      [club.chloe, 25000],
      [club.david, 15000],
    ]);
    // The sheets waiting are counted over every phase, the cards to sign in the rondes' one.
    const user = await open(`/tournois/${id}/admin?etape=rondes`, club.emma);
    expect(await screen.findByText('1 feuille à valider')).toBeInTheDocument();
    const card = await within(screen.getByRole('region', { name: 'Parties terminées' })).findByRole(
      'listitem',
      {
        name: game.nom,
      },
    );
    expect(within(card).getByText('À valider')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: `Valider ${game.nom}` }));
    expect(await within(card).findByText(/^Validée par Emma à \d\d:\d\d$/)).toBeInTheDocument();
    expect(await screen.findByText('Aucune feuille à valider.')).toBeInTheDocument();
    const games = await server().as(club.bruno).get<TournamentGame[]>(`/tournois/${id}/parties`);
    expect(games[0]).toEqual(
      expect.objectContaining({ a_valider: false, validee_par: club.emma.user.user_id }),
    );
  });

  it('a player enters their ronde table’s final scores: the table finishes and awaits validation', async () => {
    const id = await setUp();
    const ronde = await server()
      .as(club.alice)
      .post<{ tables: { partie_id: string; joueurs: string[] }[] }>(`/tournois/${id}/rondes`, {
        mode: 'equilibre',
      });
    const seats = ronde.tables[0]!.joueurs;
    const user = await open(`/tournois/${id}`, club.bruno);
    const table = await screen.findByRole('listitem', { name: 'Table 1' });
    await user.click(within(table).getByRole('button', { name: 'Saisir les scores finaux' }));
    const form = within(table).getByRole('form', { name: 'Scores finaux de la table' });
    const values = ['45000', '35000', '25000', '15000'];
    const inputs = within(form).getAllByRole('textbox');
    for (const [i, input] of inputs.entries()) await user.type(input, values[i]!);
    await user.click(within(form).getByRole('button', { name: 'Enregistrer les scores finaux' }));
    expect(await within(table).findByText('Terminée')).toBeInTheDocument();
    expect(await within(table).findByText('À valider')).toBeInTheDocument();
    // The finished table keeps its players' names, with the scores entered (no round was played).
    const pseudoOf = (userId: string) =>
      Object.values(club).find((player) => player.user.user_id === userId)!.user.pseudo;
    expect(
      within(within(table).getByRole('list'))
        .getAllByRole('listitem')
        .map((seat) => seat.textContent),
    ).toEqual(
      ['Est', 'Sud', 'Ouest', 'Nord'].map(
        // French digit groups: a narrow no-break space.
        (wind, i) =>
          `${wind} ${pseudoOf(seats[i]!)}${['45\u202f000', '35\u202f000', '25\u202f000', '15\u202f000'][i]}`,
      ),
    );
    const game = await server().as(club.alice).get<TournamentGame>(`/parties/${ronde.tables[0]!.partie_id}`);
    expect(game).toEqual(
      expect.objectContaining({
        etat: 'terminé',
        a_valider: true,
        scores: Object.fromEntries(seats.map((seat, i) => [seat, Number(values[i])])),
      }),
    );
  });
});
