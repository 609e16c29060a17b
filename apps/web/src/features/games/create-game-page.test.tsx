import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Game, Tournament } from '@mj/api';
import { MESSAGES } from '@mj/domain';
import { detail, ROSTER, withRealServer, type Player } from '../../test/real-server';
import { renderApp } from '../../test/render';

const server = withRealServer();

let players: Map<string, Player>;
beforeAll(async () => {
  const roster = await server().signUpAll(ROSTER);
  players = new Map(roster.map((player) => [player.user.pseudo, player]));
});
const player = (pseudo: string) => players.get(pseudo)!;
const idOf = (pseudo: string) => player(pseudo).user.user_id;
const alice = () => player('Alice');

const NEW_GAME_MESSAGE = 'Sélectionne 4 joueurs et un dealer (Est) parmi eux pour créer la partie.';

function seatOrder(): string[] {
  const seats = screen.getByRole('list', { name: 'Places autour de la table' });
  return within(seats)
    .getAllByRole('listitem')
    .map(
      (item) =>
        item.querySelector('.seat__wind')!.textContent + ' ' + item.querySelector('.seat__name')!.textContent,
    );
}

async function pick(user: ReturnType<typeof userEvent.setup>, query: string, pseudo: string) {
  const search = screen.getByLabelText('Rechercher un joueur');
  await user.clear(search);
  await user.type(search, query);
  await user.click(screen.getByRole('button', { name: `Ajouter ${pseudo}` }));
}

async function open(route = '/create-party') {
  const user = userEvent.setup({ delay: null });
  const view = renderApp(route, { preloadedState: alice().session });
  return { user, ...view };
}

describe('/create-party', () => {
  it('suggests at most 6 players, case-insensitively, never one already chosen', async () => {
    const { user } = await open();
    const search = await screen.findByLabelText('Rechercher un joueur');
    await user.type(search, 'A');
    expect(screen.getAllByRole('button', { name: /^Ajouter / })).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Ajouter Alice' }));
    await user.type(search, 'ali');
    expect(screen.queryByRole('button', { name: 'Ajouter Alice' })).toBeNull();
    expect(screen.getByText('Aucun joueur trouvé.')).toBeInTheDocument();
  });

  it('orders seats with the arrows and the Est button, removes a player, and caps at 4', async () => {
    const { user } = await open();
    await screen.findByLabelText('Rechercher un joueur');
    for (const pseudo of ['Alice', 'Bruno', 'Chloé', 'David']) await pick(user, pseudo.slice(0, 3), pseudo);
    expect(seatOrder()).toEqual(['Est Alice', 'Sud Bruno', 'Ouest Chloé', 'Nord David']);
    expect(screen.getByLabelText('Rechercher un joueur')).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Descendre Alice' }));
    expect(seatOrder()).toEqual(['Est Bruno', 'Sud Alice', 'Ouest Chloé', 'Nord David']);
    await user.click(screen.getByRole('button', { name: 'Monter David' }));
    expect(seatOrder()).toEqual(['Est Bruno', 'Sud Alice', 'Ouest David', 'Nord Chloé']);
    await user.click(screen.getByRole('button', { name: 'Chloé à l’Est (dealer)' }));
    expect(seatOrder()).toEqual(['Est Chloé', 'Sud Bruno', 'Ouest Alice', 'Nord David']);
    expect(screen.getByRole('button', { name: 'Monter Chloé' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Retirer Bruno' }));
    expect(seatOrder()).toEqual(['Est Chloé', 'Sud Alice', 'Ouest David']);
    expect(screen.getByLabelText('Rechercher un joueur')).toBeEnabled();
  });

  it('moves a seat with the keyboard drag and drop handle', async () => {
    const { user } = await open();
    await screen.findByLabelText('Rechercher un joueur');
    for (const pseudo of ['Alice', 'Bruno']) await pick(user, pseudo, pseudo);
    const handle = screen.getByLabelText('Déplacer Alice');
    expect(handle).toHaveAttribute('tabindex', '0');
    expect(handle).toHaveAttribute('aria-describedby');
  });

  it('refuses to create with fewer than 4 players', async () => {
    const { user } = await open();
    await screen.findByLabelText('Rechercher un joueur');
    await pick(user, 'Ali', 'Alice');
    await user.click(screen.getByRole('button', { name: 'Créer la partie' }));
    expect(screen.getByRole('alert')).toHaveTextContent(NEW_GAME_MESSAGE);
    expect(server().sent('POST', '/parties/')).toHaveLength(0);
  });

  it('creates the game dealer first, stores it as the current game and opens the round entry', async () => {
    const { user } = await open();
    await screen.findByLabelText('Rechercher un joueur');
    for (const pseudo of ['Alice', 'Bruno', 'Chloé', 'David']) await pick(user, pseudo.slice(0, 3), pseudo);
    await user.click(screen.getByRole('button', { name: 'David à l’Est (dealer)' }));
    await user.click(screen.getByRole('button', { name: 'Créer la partie' }));
    expect(await screen.findByText('Est - 1')).toBeInTheDocument();
    const joueurs = ['David', 'Alice', 'Bruno', 'Chloé'].map(idOf);
    expect(server().sent('POST', '/parties/')[0]?.body).toEqual({ joueurs, regles: 'classic' });
    // The game the server created, in that seat order (asked once the round entry is gone, so that
    // its own requests do not answer outside the test's view).
    const location = screen.getByTestId('location').textContent;
    cleanup();
    const created = (await server().as(alice()).get<Game[]>('/users/mes-parties')).filter(
      (game) => game.joueurs.join() === joueurs.join(),
    );
    expect(created).toHaveLength(1);
    expect(location).toBe(`/add-tour/${created[0]!.id}`);
    expect(window.localStorage.getItem('mahjong.currentGameId')).toBe(created[0]!.id);
  });

  it('a casual game plays the rules chosen (M-League, at 25 000), and the next one offers them again', async () => {
    const { user } = await open();
    await screen.findByLabelText('Rechercher un joueur');
    for (const pseudo of ['Alice', 'Bruno', 'Chloé', 'David']) await pick(user, pseudo.slice(0, 3), pseudo);
    expect(screen.getByLabelText('Jeu de règles')).toHaveValue('classic');
    await user.selectOptions(screen.getByLabelText('Jeu de règles'), 'm-league');
    expect(screen.getByText(/^M-League, départ 25/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Créer la partie' }));
    // The round entry page loads after the game is created (slow on a busy machine).
    expect(await screen.findByText('Est - 1', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(server().sent('POST', '/parties/')[0]?.body).toMatchObject({ regles: 'm-league' });
    cleanup();
    await open();
    expect(await screen.findByLabelText('Jeu de règles')).toHaveValue('m-league');
  });

  it('an impossible customised rule keeps « Créer la partie » disabled and says why', async () => {
    const { user } = await open();
    await screen.findByLabelText('Rechercher un joueur');
    await user.click(screen.getByRole('button', { name: 'Personnaliser' }));
    await user.clear(screen.getByLabelText('Points de départ'));
    await user.type(screen.getByLabelText('Points de départ'), '-5');
    expect(screen.getByText(MESSAGES.rulesStart)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Créer la partie' })).toBeDisabled();
  });

  it('shows the server detail, or the fallback, when creation fails', async () => {
    const { user } = await open();
    server().failNext('POST', '/parties/', { status: 500 });
    await screen.findByLabelText('Rechercher un joueur');
    for (const pseudo of ['Alice', 'Bruno', 'Chloé', 'David']) await pick(user, pseudo.slice(0, 3), pseudo);
    await user.click(screen.getByRole('button', { name: 'Créer la partie' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de créer la partie. Réessaie plus tard.',
    );
    server().failNext('POST', '/parties/', detail('Le tournoi est terminé.', 409));
    await user.click(screen.getByRole('button', { name: 'Créer la partie' }));
    expect(await screen.findByText('Le tournoi est terminé.')).toBeInTheDocument();
  });

  it('says when the player list cannot be loaded, and « Réessayer » loads it again', async () => {
    server().failNext('GET', '/users/users', { status: 500 });
    const { user } = await open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger la liste des joueurs.');
    expect(screen.queryByLabelText('Rechercher un joueur')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    await user.type(await screen.findByLabelText('Rechercher un joueur'), 'Ali');
    expect(screen.getByRole('button', { name: 'Ajouter Alice' })).toBeInTheDocument();
  });

  it('goes back to the mode choice', async () => {
    await open('/create-party?tournoiId=t-1');
    expect(await screen.findByRole('link', { name: 'Retour' })).toHaveAttribute(
      'href',
      '/choose-party-mode?tournoiId=t-1',
    );
  });
});

describe('/create-party?tournoiId', () => {
  /** A new tournament of Alice's (its admin) with Bruno, Chloé, David and Emma, opened at game creation. */
  async function openTournament(before?: (tournament: Tournament) => Promise<unknown>) {
    const tournament = await server()
      .as(alice())
      .post<Tournament>('/tournois/', {
        nom: 'Open de Lyon',
        date_debut: '2025-09-20',
        joueurs: ['Bruno', 'Chloé', 'David', 'Emma'].map(idOf),
      });
    await before?.(tournament);
    return { tournament, ...(await open(`/create-party?tournoiId=${tournament.id}`)) };
  }

  it('lists the tournament players including the admin and only suggests them', async () => {
    const { user } = await openTournament();
    const list = await screen.findByRole('region', { name: 'Joueurs du tournoi' });
    expect(
      within(list)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')!.textContent),
    ).toEqual(['Alice (admin)', 'Bruno', 'Chloé', 'David', 'Emma']);
    expect(screen.getByText('Tournoi : Open de Lyon')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Rechercher un joueur'), 'a');
    const names = screen
      .getAllByRole('button', { name: /^Ajouter [^ ]+$/ })
      .map((button) => button.textContent);
    expect(names).toEqual(['Alice', 'David', 'Emma']);
  });

  it('leaves the players already at a running game of the tournament unchecked for the draw', async () => {
    const { user } = await openTournament(async ({ id }) => {
      const seats = (pseudos: string[]) => pseudos.map(player);
      await server().startGame(alice(), seats(['Bruno', 'Chloé', 'David', 'Emma']), { tournament: id });
      const old = await server().startGame(alice(), seats(['Alice', 'Bruno', 'Chloé', 'David']), {
        tournament: id,
      });
      await server().as(alice()).post(`/parties/${old.id}/finish`);
    });
    const list = await screen.findByRole('region', { name: 'Joueurs du tournoi' });
    await within(list).findByRole('checkbox', { name: 'Bruno · en partie' });
    expect(
      within(list)
        .getAllByRole('checkbox')
        .map(
          (box) => `${box.closest('label')!.textContent} ${(box as HTMLInputElement).checked ? '☑' : '☐'}`,
        ),
    ).toEqual([
      'Alice (admin) ☑',
      'Bruno · en partie ☐',
      'Chloé · en partie ☐',
      'David · en partie ☐',
      'Emma · en partie ☐',
    ]);
    // Only Alice is free: the draw is refused until the table ticks others back.
    await user.click(screen.getByRole('button', { name: 'Tirage au sort' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Sélection aléatoire impossible : choisis au moins 4 joueurs.',
    );
    for (const name of ['Bruno', 'Chloé', 'David'])
      await user.click(within(list).getByRole('checkbox', { name: `${name} · en partie` }));
    await user.click(screen.getByRole('button', { name: 'Tirage au sort' }));
    expect(
      seatOrder()
        .map((seat) => seat.split(' ')[1])
        .sort(),
    ).toEqual(['Alice', 'Bruno', 'Chloé', 'David']);
  });

  it('refuses a random draw with fewer than 4 active players', async () => {
    const { user } = await openTournament();
    const list = await screen.findByRole('region', { name: 'Joueurs du tournoi' });
    await user.click(within(list).getByRole('checkbox', { name: 'Bruno' }));
    await user.click(within(list).getByRole('checkbox', { name: 'Chloé' }));
    await user.click(screen.getByRole('button', { name: 'Tirage au sort' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Sélection aléatoire impossible : choisis au moins 4 joueurs.',
    );
    expect(server().sent('POST', '/parties/')).toHaveLength(0);
  });

  it('draws four active players at random, the first as dealer, and creates the game in the tournament', async () => {
    const { user, tournament } = await openTournament();
    const list = await screen.findByRole('region', { name: 'Joueurs du tournoi' });
    await user.click(within(list).getByRole('checkbox', { name: 'Chloé' }));
    // Active: Alice, Bruno, David, Emma. The domain's draw with Math.random → 0.99 first picks Emma.
    jest.spyOn(Math, 'random').mockReturnValue(0.99);
    await user.click(screen.getByRole('button', { name: 'Tirage au sort' }));
    const seats = seatOrder();
    expect(seats[0]).toBe('Est Emma');
    expect(seats.map((seat) => seat.split(' ')[1]).sort()).toEqual(['Alice', 'Bruno', 'David', 'Emma']);
    await user.click(screen.getByRole('button', { name: 'Créer la partie' }));
    await screen.findByText('Est - 1');
    const body = server().sent('POST', '/parties/')[0]?.body as { joueurs: string[]; tournois_id: string };
    expect(body.tournois_id).toBe(tournament.id);
    expect(body.joueurs[0]).toBe(idOf('Emma'));
    expect(body.joueurs).toHaveLength(4);
    // The server filed it in the tournament.
    cleanup();
    const games = await server().as(alice()).get<Game[]>(`/tournois/${tournament.id}/parties`);
    expect(games.map((game) => game.joueurs[0])).toEqual([idOf('Emma')]);
  });
});
