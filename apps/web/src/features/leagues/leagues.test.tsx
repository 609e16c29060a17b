/**
 * Leagues on the real server: creating one and its first season, a season's standings with their
 * formulas and the games left out, the invitation link and the join page, and « Ligue » on the final-score
 * form (remembered for next time).
 */
import { describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Game, League, Season } from '@mj/api';
import { defaultSeasonDates } from '@mj/domain';
import { withRealServer, type Player } from '../../test/real-server';
import { renderApp } from '../../test/render';
import { createTournament, withClub } from '../../test/tournament-seed';

const server = withRealServer();
const club = withClub(server);
const SEASON = defaultSeasonDates(new Date().toISOString().slice(0, 10));
const YEAR = SEASON.date_debut.slice(0, 4);
const id = (player: Player) => player.user.user_id;

/** Alice's league with Bruno, Chloé and David as members. */
async function seedLeague(nom = 'Club de Lyon'): Promise<League> {
  const league = await server().as(club.alice).post<League>('/ligues', { nom });
  for (const player of [club.bruno, club.chloe, club.david])
    await server()
      .as(club.alice)
      .put(`/ligues/${league.id}/membres/${id(player)}`);
  return league;
}

describe('leagues', () => {
  jest.setTimeout(30_000);

  it('creates « Club de Lyon » and its first season, the federation’s dates proposed', async () => {
    const events = userEvent.setup({ delay: null });
    renderApp('/ligues', { preloadedState: club.alice.session });
    await screen.findByRole('heading', { name: 'Ligues', level: 1 }, { timeout: 20_000 });
    await events.type(screen.getByLabelText('Nom de la ligue'), 'Club de Lyon');
    await events.click(screen.getByRole('button', { name: 'Créer la ligue' }));
    await screen.findByRole('heading', { name: 'Club de Lyon', level: 1 });
    await events.click(await screen.findByRole('button', { name: 'Nouvelle saison' }));
    expect(screen.getByLabelText('Du')).toHaveValue(SEASON.date_debut);
    expect(screen.getByLabelText('Au')).toHaveValue(SEASON.date_fin);
    await events.selectOptions(screen.getByLabelText('Mesure'), 'meilleures');
    await events.click(screen.getByRole('button', { name: 'Créer la saison' }));
    const tab = await screen.findByRole('tab', { name: `Saison ${YEAR}-${Number(YEAR) + 1}` });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Aucune partie ne compte encore dans cette saison.')).toBeInTheDocument();
  });

  it('shows the standings with their formulas, the games left out, and the invitation link', async () => {
    const league = await seedLeague();
    const players = [club.alice, club.bruno, club.chloe, club.david].map(id);
    // 40 000 / 35 000 / 25 000 / 20 000 under classic rules: +25,0 / +10,0 / −10,0 / −25,0.
    const scores = Object.fromEntries(players.map((player, i) => [player, [40000, 35000, 25000, 20000][i]]));
    await server()
      .as(club.alice)
      .post('/parties/manuelle', {
        joueurs: players,
        scores,
        date_debut: `${YEAR}-10-01T18:00:00Z`,
        ligue_id: league.id,
      });
    const running = await server()
      .as(club.alice)
      .post<{ id: string }>('/parties', { joueurs: players, ligue_id: league.id });
    await server()
      .as(club.alice)
      .post<Season>(`/ligues/${league.id}/saisons`, { nom: 'Saison du club', ...SEASON, mesure: 'somme' });
    const events = userEvent.setup({ delay: null });
    renderApp(`/ligues/${league.id}`, { preloadedState: club.alice.session });
    const table = await screen.findByRole(
      'table',
      { name: 'Classement — Saison du club' },
      { timeout: 20_000 },
    );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '1Alice1+25,0Somme de 1 partie\u00a0: +25,0',
      '2Bruno1+10,0Somme de 1 partie\u00a0: +10,0',
      '3Chloé1−10,0Somme de 1 partie\u00a0: −10,0',
      '4David1−25,0Somme de 1 partie\u00a0: −25,0',
    ]);
    const game = await server().as(club.alice).get<Game>(`/parties/${running.id}`);
    const excluded = screen.getByRole('heading', { name: 'Parties non comptées' }).nextElementSibling;
    expect(excluded?.textContent).toBe(`${game.nom}\u00a0: Partie pas encore terminée`);
    expect(
      await screen.findByRole('img', { name: /Progression d’Alice sur 1 partie\u00a0: \+25,0/ }),
    ).toBeInTheDocument();
    // The season's own headings (h3) sit under a « Saisons » h2: no level is skipped after the page's h1.
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels.filter((level, i) => level > (levels[i - 1] ?? 0) + 1)).toEqual([]);

    const invitation = screen.getByRole('region', { name: 'Lien d’invitation' });
    await events.click(within(invitation).getByRole('button', { name: 'Créer un lien d’invitation' }));
    const link = await within(invitation).findByRole('link', { name: /\/ligues\/rejoindre\// });
    expect(
      await within(invitation).findByRole('img', { name: 'QR code du lien d’invitation' }),
    ).toBeInTheDocument();
    const jeton = decodeURIComponent(link.getAttribute('href')!.split('/').at(-1)!);
    cleanup();

    renderApp(`/ligues/rejoindre/${jeton}`, { preloadedState: club.emma.session });
    await events.click(await screen.findByRole('button', { name: 'Rejoindre la ligue' }));
    expect(await screen.findByText('Tu es membre de « Club de Lyon ».')).toBeInTheDocument();
    cleanup();
    const joined = await server().as(club.emma).get<League>(`/ligues/${league.id}`);
    expect(joined.membres).toContain(id(club.emma));
  });

  it('« Ligue » on the final-score form: the game counts in the league, and the choice is offered again', async () => {
    const league = await seedLeague('Club du jeudi');
    const events = userEvent.setup({ delay: null });
    renderApp('/create-party-final', { preloadedState: club.alice.session });
    const select = await screen.findByLabelText('Ligue', {}, { timeout: 20_000 });
    await events.selectOptions(select, 'Club du jeudi');
    for (const [slot, pseudo] of [
      [1, 'Alice'],
      [2, 'Bruno'],
      [3, 'Chloé'],
      [4, 'David'],
    ] as const) {
      await events.type(screen.getByLabelText(`Joueur ${slot}`), pseudo.slice(0, 3));
      await events.click(screen.getByRole('button', { name: `Choisir ${pseudo}` }));
    }
    for (const [slot, score] of [
      [1, '40000'],
      [2, '35000'],
      [3, '25000'],
      [4, '20000'],
    ] as const) {
      await events.clear(screen.getByLabelText(`Score ${slot}`));
      await events.paste(score);
    }
    await events.click(screen.getByRole('button', { name: 'Enregistrer la partie' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Enregistrer la partie' })).toBeNull());
    cleanup();
    const games = await server().as(club.alice).get<Game[]>('/users/mes-parties');
    expect(games.some((game) => game.ligue_id === league.id && game.etat === 'terminé')).toBe(true);

    renderApp('/create-party-final', { preloadedState: club.alice.session });
    await waitFor(() => expect(screen.getByLabelText('Ligue')).toHaveDisplayValue('Club du jeudi'));
  });

  it('the tournament’s admin attaches it to a league they administer', async () => {
    const league = await seedLeague('Club du samedi');
    const tournament = await createTournament(server(), club.alice, {
      joueurs: [club.alice, club.bruno, club.chloe, club.david],
    });
    const events = userEvent.setup({ delay: null });
    renderApp(`/tournois/${tournament.id}/admin`, { preloadedState: club.alice.session });
    await events.click(await screen.findByRole('button', { name: 'Modifier' }, { timeout: 20_000 }));
    const form = screen.getByRole('form', { name: 'Modifier le tournoi' });
    await events.selectOptions(await within(form).findByLabelText('Ligue'), 'Club du samedi');
    await events.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Modifier le tournoi' })).toBeNull());
    cleanup();
    const attached = await server()
      .as(club.alice)
      .get<{ ligue_id: string | null }>(`/tournois/${tournament.id}`);
    expect(attached.ligue_id).toBe(league.id);
  });
});
