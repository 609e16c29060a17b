import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ronde, Tournament } from '@mj/api';
import { ron } from '@mj/domain/testing';
import { renderApp } from '../../test/render';
import { withRealServer, type Player } from '../../test/real-server';

const server = withRealServer();
let counter = 0;

/** The players of the file (signing up is the slow part): an admin and eight players, two tables. */
let admin: Player;
let players: Player[];
beforeAll(async () => {
  admin = await server().signUp('Arbitre');
  players = [];
  for (const name of ['Ana', 'Ben', 'Cleo', 'Dan', 'Eva', 'Fox', 'Gus', 'Hana'])
    players.push(await server().signUp(name));
}, 60_000);

/** A new tournament of the eight players, administered by the admin. */
async function setUp() {
  const tag = ++counter;
  const tournament = await server()
    .as(admin)
    .post<{ id: string }>('/tournois/', {
      nom: `Open ${tag}`,
      date_debut: '2026-03-01',
      classement_visible: true,
      regles: 'classic',
      joueurs: players.map((player) => player.user.user_id),
    });
  const pseudoOf = (id: string) =>
    [admin, ...players].find((player) => player.user.user_id === id)?.user.pseudo ?? id;
  return { admin, players, id: tournament.id, pseudoOf };
}

const rondesOf = (admin: Player, id: string) => server().as(admin).get<Ronde[]>(`/tournois/${id}/rondes`);

describe('tournament day on the admin and participant pages', () => {
  // Each test drives a whole page against the real server; a loaded 2-core machine needs more than 5 s.
  jest.setTimeout(30_000);

  it('« Nouvelle ronde »: the present players ticked, the proposed tables, a swap by hand, one confirmation', async () => {
    const { admin, id, pseudoOf } = await setUp();
    const user = userEvent.setup();
    renderApp(`/tournois/${id}/admin`, { preloadedState: admin.session });
    await user.click(await screen.findByRole('button', { name: 'Nouvelle ronde' }));
    const panel = screen.getByRole('region', { name: 'Nouvelle ronde' });
    // The eight players ticked, the admin (not a player) offered but not ticked.
    expect(within(panel).getByText('Joueurs présents (8)')).toBeInTheDocument();
    expect(
      within(panel)
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked),
    ).toHaveLength(8);
    expect(within(panel).getByRole('checkbox', { name: admin.user.pseudo })).not.toBeChecked();
    expect(within(panel).getByRole('radio', { name: 'Équilibrée' })).toBeChecked();

    await user.click(within(panel).getByRole('button', { name: 'Proposer les tables' }));
    const proposed = await within(panel).findByRole('list', { name: 'Tables proposées' });
    const seatsOf = (table: string) =>
      within(within(proposed).getByRole('listitem', { name: table }))
        .getAllByRole('button')
        .map((seat) => seat.textContent);
    const before = [seatsOf('Table 1'), seatsOf('Table 2')];
    expect(before.flat()).toHaveLength(8);
    expect(before[0]![0]).toMatch(/^Est /);
    // The quality before confirming: a first ronde repeats nothing.
    const quality = within(panel).getByRole('region', { name: 'Qualité de la proposition' });
    expect(within(quality).getByText('Paires qui se retrouvent').nextSibling).toHaveTextContent('0');
    expect(
      within(quality).getByText(
        'Personne ne retrouve un adversaire déjà rencontré, les vents sont équilibrés et chacun change de table.',
      ),
    ).toBeInTheDocument();

    // Swap table 1's East with table 2's North.
    const table1 = within(within(proposed).getByRole('listitem', { name: 'Table 1' })).getAllByRole('button');
    const table2 = within(within(proposed).getByRole('listitem', { name: 'Table 2' })).getAllByRole('button');
    await user.click(table1[0]!);
    expect(table1[0]).toHaveAttribute('aria-pressed', 'true');
    expect(within(panel).getByText(/^Choisis le joueur à échanger avec/)).toBeInTheDocument();
    await user.click(table2[3]!);
    const eastName = before[0]![0]!.replace(/^Est /, '');
    const northName = before[1]![3]!.replace(/^Nord /, '');
    expect(seatsOf('Table 1')[0]).toBe(`Est ${northName}`);
    expect(seatsOf('Table 2')[3]).toBe(`Nord ${eastName}`);
    // The swapped tables rated again: a first ronde still repeats nothing.
    expect(
      await within(quality).findByText('Ces chiffres sont ceux des tables modifiées par tes échanges.'),
    ).toBeInTheDocument();
    expect(within(quality).getByText('Paires qui se retrouvent').nextSibling).toHaveTextContent('0');

    await user.click(within(panel).getByRole('button', { name: 'Lancer la ronde' }));
    const ronde = await screen.findByRole('article', { name: 'Ronde 1' });
    expect(screen.queryByRole('region', { name: 'Nouvelle ronde' })).not.toBeInTheDocument();
    const [stored] = await rondesOf(admin, id);
    expect(stored!.tables.map((table) => table.joueurs.map(pseudoOf))).toEqual([
      [northName, ...before[0]!.slice(1).map((seat) => seat!.split(' ')[1])],
      [...before[1]!.slice(0, 3).map((seat) => seat!.split(' ')[1]), eastName],
    ]);
    // Each table with its number, its seats in order and its state.
    const shownTable1 = within(ronde).getByRole('listitem', { name: 'Table 1' });
    expect(within(shownTable1).getByText('À commencer')).toBeInTheDocument();
    expect(
      within(shownTable1)
        .getAllByRole('listitem')
        .map((seat) => seat.textContent),
    ).toEqual(
      ['Est', 'Sud', 'Ouest', 'Nord'].map(
        (wind, seat) => `${wind} ${pseudoOf(stored!.tables[0]!.joueurs[seat]!)}`,
      ),
    );
    expect(within(ronde).getByRole('link', { name: 'Ouvrir la table 2' })).toHaveAttribute(
      'href',
      `/add-tour/${stored!.tables[1]!.partie_id}`,
    );
  });

  it('rates the tables again after a swap: two players of one earlier table put together, more pairs repeat', async () => {
    const { admin, players, id } = await setUp();
    const [ana, ben, cleo, dan, eva, fox, gus, hana] = players.map((player) => player.user.user_id) as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    // Ronde 1, played: Ana, Ben, Cleo, Dan at table 1; Eva, Fox, Gus, Hana at table 2.
    const first = await server()
      .as(admin)
      .post<Ronde>(`/tournois/${id}/rondes`, {
        mode: 'equilibre',
        tables: [
          [ana, ben, cleo, dan],
          [eva, fox, gus, hana],
        ],
      });
    for (const table of first.tables) await server().as(admin).post(`/parties/${table.partie_id}/finish`);
    const firstTable = new Set(['Ana', 'Ben', 'Cleo', 'Dan']);

    const user = userEvent.setup();
    renderApp(`/tournois/${id}/admin`, { preloadedState: admin.session });
    await user.click(await screen.findByRole('button', { name: 'Nouvelle ronde' }));
    const panel = screen.getByRole('region', { name: 'Nouvelle ronde' });
    await user.click(within(panel).getByRole('button', { name: 'Proposer les tables' }));
    const proposed = await within(panel).findByRole('list', { name: 'Tables proposées' });
    const quality = within(panel).getByRole('region', { name: 'Qualité de la proposition' });
    const repeated = () => within(quality).getByText('Paires qui se retrouvent').nextSibling;
    // Eight players cannot meet new opponents twice: the best ronde 2 splits each earlier table in two
    // halves, 2 pairs met again at each table.
    expect(repeated()).toHaveTextContent('4');
    const seats = (table: string) =>
      within(within(proposed).getByRole('listitem', { name: table })).getAllByRole('button');
    const fromFirst = (seat: HTMLElement) => firstTable.has(seat.textContent!.split(' ')[1]!);
    // A player of the second earlier table at table 1 swapped with one of the first at table 2: each table
    // then holds three players of one earlier table (3 pairs each).
    await user.click(seats('Table 1').find((seat) => !fromFirst(seat))!);
    await user.click(seats('Table 2').find((seat) => fromFirst(seat))!);
    await waitFor(() => expect(repeated()).toHaveTextContent('6'));
    expect(
      within(quality).getByText('Ces chiffres sont ceux des tables modifiées par tes échanges.'),
    ).toBeInTheDocument();
    expect(
      within(quality).getByText(
        'Avec 8 joueurs, au plus 1 ronde peut se jouer sans revoir un adversaire : à la ronde 2, des joueurs se retrouvent forcément.',
      ),
    ).toBeInTheDocument();
    // The server was asked about the swapped tables, with the proposal's seed.
    const asked = server().sent('POST', `/tournois/${id}/rondes/proposition`).at(-1)?.body as {
      tables: string[][];
    };
    const ofFirst = (table: string[]) => table.filter((userId) => [ana, ben, cleo, dan].includes(userId));
    expect(asked.tables.map((table) => ofFirst(table).length).sort()).toEqual([1, 3]);

    // The rating failing, the card says so rather than show figures of other tables.
    server().failNext('POST', `/tournois/${id}/rondes/proposition`, { status: 500 });
    await user.click(seats('Table 1')[0]!);
    await user.click(seats('Table 2')[0]!);
    expect(
      await within(quality).findByText('Impossible de recalculer la qualité des tables modifiées.'),
    ).toBeInTheDocument();
    expect(within(quality).queryByText('Paires qui se retrouvent')).not.toBeInTheDocument();
  });

  it('says why the tables cannot be proposed when the present players are not a multiple of 4', async () => {
    const { admin, players, id } = await setUp();
    const user = userEvent.setup();
    renderApp(`/tournois/${id}/admin`, { preloadedState: admin.session });
    await user.click(await screen.findByRole('button', { name: 'Nouvelle ronde' }));
    await user.click(screen.getByRole('checkbox', { name: players[0]!.user.pseudo }));
    expect(
      screen.getByText('Le nombre de joueurs présents doit être un multiple de 4 (actuellement 7).'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Proposer les tables' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le nombre de joueurs présents doit être un multiple de 4 (actuellement 7).',
    );
    expect(await rondesOf(admin, id)).toEqual([]);
  });

  it('shows a player « Ta table : N » with their game one tap away, and the running clock', async () => {
    const { admin, players, id } = await setUp();
    const ronde = await server().as(admin).post<Ronde>(`/tournois/${id}/rondes`, { mode: 'equilibre' });
    await server()
      .as(admin)
      .post(`/tournois/${id}/rondes/1/horloge`, { action: 'demarrer', duree_minutes: 60 });
    const me = players[5]!;
    const mine = ronde.tables.find((table) => table.joueurs.includes(me.user.user_id))!;
    renderApp(`/tournois/${id}`, { preloadedState: me.session });
    expect(await screen.findByText(`Ta table : ${mine.table}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller à ma table' })).toHaveAttribute(
      'href',
      `/add-tour/${mine.partie_id}`,
    );
    expect(await screen.findByRole('timer', { name: 'Temps restant' })).toHaveTextContent(
      /(1:00:00|59:5\d)$/,
    );
    // A participant does not drive the clock nor cancel rondes.
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Annuler la ronde/ })).not.toBeInTheDocument();
  });

  it('on /add-tour, the table’s clock follows the tournament’s stream: the admin’s pause shows there', async () => {
    const { admin, players, id } = await setUp();
    const ronde = await server().as(admin).post<Ronde>(`/tournois/${id}/rondes`, { mode: 'equilibre' });
    const clock = (action: string) =>
      server().as(admin).post(`/tournois/${id}/rondes/1/horloge`, { action, duree_minutes: 60 });
    await clock('demarrer');
    const me = players.find((player) => ronde.tables[0]!.joueurs.includes(player.user.user_id))!;
    renderApp(`/add-tour/${ronde.tables[0]!.partie_id}`, { preloadedState: me.session });
    const timer = await screen.findByRole('timer', { name: 'Temps restant' });
    expect(timer).toHaveTextContent(/(1:00:00|59:5\d)$/);
    await waitFor(() => expect(server().sent('GET', `/tournois/${id}/evenements`)).toHaveLength(1));
    await clock('pause');
    await waitFor(() => expect(timer).toHaveTextContent(/(1:00:00|59:\d\d)en pause$/), { timeout: 4000 });
  });

  it('lets the admin start, pause and resume the clock and give one table extra minutes', async () => {
    const { admin, id } = await setUp();
    await server().as(admin).post(`/tournois/${id}/rondes`, { mode: 'equilibre' });
    const user = userEvent.setup();
    renderApp(`/tournois/${id}/admin`, { preloadedState: admin.session });
    const ronde = await screen.findByRole('article', { name: 'Ronde 1' });
    expect(within(ronde).getByRole('timer')).toHaveTextContent('1:30:00en attente');
    await user.clear(within(ronde).getByLabelText('Durée (minutes)'));
    await user.type(within(ronde).getByLabelText('Durée (minutes)'), '45');
    await user.click(within(ronde).getByRole('button', { name: 'Démarrer l’horloge' }));
    await user.click(await within(ronde).findByRole('button', { name: 'Pause' }));
    await waitFor(() =>
      expect(within(ronde).getByRole('timer')).toHaveTextContent(/^Temps restant4[45]:\d\den pause$/),
    );
    await user.click(within(ronde).getByRole('button', { name: 'Reprendre' }));
    await within(ronde).findByRole('button', { name: 'Pause' });
    await user.selectOptions(within(ronde).getByLabelText('Table'), '2');
    await user.clear(within(ronde).getByLabelText('Minutes en plus'));
    await user.type(within(ronde).getByLabelText('Minutes en plus'), '7');
    await user.click(within(ronde).getByRole('button', { name: 'Ajouter du temps' }));
    await waitFor(async () => expect((await rondesOf(admin, id))[0]!.horloge.supplements).toEqual({ 2: 7 }));
    const [stored] = await rondesOf(admin, id);
    expect(stored!.horloge).toMatchObject({ etat: 'en cours', duree_minutes: 45 });
  });

  it('cancels the last ronde while no table has played, and not once one has', async () => {
    const { admin, id } = await setUp();
    await server().as(admin).post<Ronde>(`/tournois/${id}/rondes`, { mode: 'suisse' });
    const user = userEvent.setup();
    const { unmount } = renderApp(`/tournois/${id}/admin`, { preloadedState: admin.session });
    await user.click(await screen.findByRole('button', { name: 'Annuler la ronde 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmation' });
    expect(dialog).toHaveTextContent('Annuler la ronde 1 ? Ses parties seront supprimées');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler la ronde' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Ronde 1' })).not.toBeInTheDocument());
    expect(await rondesOf(admin, id)).toEqual([]);
    unmount();

    // A new ronde whose table 1 played a round: no cancelling any more.
    const again = await server().as(admin).post<Ronde>(`/tournois/${id}/rondes`, { mode: 'equilibre' });
    expect(again.numero).toBe(1);
    const [, south, west] = again.tables[0]!.joueurs;
    await server()
      .as(admin)
      .post(`/parties/tours/${again.tables[0]!.partie_id}`, ron([[south!, 1, 30]], west!));
    renderApp(`/tournois/${id}/admin`, { preloadedState: admin.session });
    const table1 = within(await screen.findByRole('article', { name: 'Ronde 1' })).getByRole('listitem', {
      name: 'Table 1',
    });
    expect(await within(table1).findByText('Est - 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annuler la ronde 1' })).toBeDisabled();
  });

  it('marks a player absent for the next rondes, removes one who has not played, refuses one who has', async () => {
    const { admin, players, id } = await setUp();
    const user = userEvent.setup();
    renderApp(`/tournois/${id}/admin?etape=joueurs`, { preloadedState: admin.session });
    const [first, second] = players;
    await user.click(await screen.findByRole('switch', { name: `${first!.user.pseudo} absent` }));
    const list = screen.getByRole('region', { name: /^Joueurs/ });
    await waitFor(() => expect(within(list).getAllByText('Absent', { selector: '.badge' })).toHaveLength(1));
    // The absent player is not ticked in « Nouvelle ronde ».
    await user.click(screen.getByRole('button', { name: 'Nouvelle ronde' }));
    expect(screen.getByRole('checkbox', { name: first!.user.pseudo })).not.toBeChecked();
    expect(screen.getByText('Joueurs présents (7)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Retirer ${second!.user.pseudo}` }));
    // Eight players, seven once one is removed (the admin, who does not play, is not counted).
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Joueurs (7)' })).toBeInTheDocument());

    // Someone who played a game of the tournament stays: the server's sentence says what to do instead.
    const seats = players.slice(2, 6).map((player) => player.user.user_id);
    // The open page hears of the new game on its live stream and refetches.
    await act(() =>
      server()
        .as(admin)
        .post('/parties/manuelle', {
          joueurs: seats,
          scores: { [seats[0]!]: 40000, [seats[1]!]: 30000, [seats[2]!]: 30000, [seats[3]!]: 20000 },
          date_debut: new Date().toISOString(),
          tournoi_id: id,
        }),
    );
    await user.click(screen.getByRole('button', { name: `Retirer ${players[2]!.user.pseudo}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ce joueur a déjà joué dans ce tournoi : marque-le absent plutôt que de le retirer.',
    );
  });

  it('renames the tournament and moves its date', async () => {
    const { admin, id } = await setUp();
    const user = userEvent.setup();
    renderApp(`/tournois/${id}/admin`, { preloadedState: admin.session });
    await user.click(await screen.findByRole('button', { name: 'Modifier' }));
    const form = screen.getByRole('form', { name: 'Modifier le tournoi' });
    await user.clear(within(form).getByLabelText('Nom du tournoi'));
    await user.type(within(form).getByLabelText('Nom du tournoi'), 'Grand Prix de Nantes');
    fireEvent.change(within(form).getByLabelText('Date de début'), { target: { value: '2026-04-12' } });
    await user.type(within(form).getByLabelText('Rondes prévues (facultatif)'), '6');
    await user.type(within(form).getByLabelText('Ville'), ' Nantes ');
    await user.selectOptions(within(form).getByLabelText('Pays'), 'France');
    // Club-mates are kept apart by default; the admin switches it off.
    const clubs = within(form).getByRole('switch', {
      name: 'Placer les membres d’un même club à des tables différentes',
    });
    expect(clubs).toBeChecked();
    await user.click(clubs);
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByRole('heading', { name: 'Grand Prix de Nantes', level: 1 }),
    ).toBeInTheDocument();
    const stored = await server().as(admin).get<Tournament>(`/tournois/${id}`);
    expect(stored).toMatchObject({
      nom: 'Grand Prix de Nantes',
      rondes_prevues: 6,
      ville: 'Nantes',
      pays: 'FR',
      separer_clubs: false,
    });
    expect(stored.date_debut.slice(0, 10)).toBe('2026-04-12');
  });

  it('keeps players at a fixed table: picked in the edit form, refused in French when shared, removed', async () => {
    const { admin, players, id } = await setUp();
    const [ana, ben] = players as [Player, Player];
    const user = userEvent.setup();
    renderApp(`/tournois/${id}/admin`, { preloadedState: admin.session });
    await user.click(await screen.findByRole('button', { name: 'Modifier' }));
    const form = screen.getByRole('form', { name: 'Modifier le tournoi' });
    const group = within(form).getByRole('group', { name: 'Tables fixes' });
    // Eight players and the admin: two tables.
    expect(within(group).getByLabelText('Table')).toHaveAccessibleDescription(
      'Un joueur gardé à la même table à chaque ronde (fauteuil roulant, table près de la porte)\u00a0: une table fixe par joueur, de 1 à 2.',
    );
    const fix = within(group).getByRole('button', { name: 'Fixer à cette table' });
    expect(fix).toBeDisabled();
    await user.selectOptions(within(group).getByLabelText('Joueur à fixer'), ana.user.pseudo);
    await user.type(within(group).getByLabelText('Table'), '3');
    expect(fix).toBeDisabled();
    await user.clear(within(group).getByLabelText('Table'));
    await user.type(within(group).getByLabelText('Table'), '2');
    await user.click(fix);
    await user.selectOptions(within(group).getByLabelText('Joueur à fixer'), ben.user.pseudo);
    await user.type(within(group).getByLabelText('Table'), '2');
    await user.click(fix);
    const list = within(group).getByRole('list', { name: 'Joueurs à table fixe' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`${ana.user.pseudo}\u00a0: table 2 Retirer`, `${ben.user.pseudo}\u00a0: table 2 Retirer`]);
    // A fixed player is no longer offered.
    expect(
      within(within(group).getByLabelText('Joueur à fixer')).queryByRole('option', { name: ana.user.pseudo }),
    ).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'La table 2 est fixée pour deux joueurs : une table fixe garde un seul joueur (deux joueurs fixés ensemble se retrouveraient à chaque ronde).',
    );
    expect((await server().as(admin).get<Tournament>(`/tournois/${id}`)).tables_fixes).toEqual({});

    await user.click(
      within(list).getByRole('button', { name: `Retirer la table fixe de ${ben.user.pseudo}` }),
    );
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Modifier le tournoi' })).not.toBeInTheDocument(),
    );
    expect((await server().as(admin).get<Tournament>(`/tournois/${id}`)).tables_fixes).toEqual({
      [ana.user.user_id]: 2,
    });
    // Opened again, the form shows the stored fixed table.
    await user.click(screen.getByRole('button', { name: 'Modifier' }));
    expect(
      within(screen.getByRole('list', { name: 'Joueurs à table fixe' })).getByRole('listitem').textContent,
    ).toBe(`${ana.user.pseudo}\u00a0: table 2 Retirer`);
  });

  it('creates the public link with its QR code, and revokes it', async () => {
    const { admin, id } = await setUp();
    const user = userEvent.setup();
    renderApp(`/tournois/${id}/admin?etape=classement`, { preloadedState: admin.session });
    const section = await screen.findByRole('region', { name: 'Écran public' });
    await user.click(await within(section).findByRole('button', { name: 'Créer le lien public' }));
    const link = await within(section).findByRole('link', { name: /\/ecran\// });
    const { jeton } = await server().as(admin).get<{ jeton: string }>(`/tournois/${id}/ecran`);
    expect(link).toHaveAttribute('href', `/ecran/${jeton}`);
    expect(link).toHaveTextContent(`http://localhost/ecran/${jeton}`);
    const qr = await within(section).findByRole('img', { name: 'QR code du lien public' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);

    await user.click(within(section).getByRole('button', { name: 'Révoquer le lien' }));
    expect(await within(section).findByRole('button', { name: 'Créer le lien public' })).toBeInTheDocument();
    expect(await server().as(admin).get(`/tournois/${id}/ecran`)).toEqual({ jeton: null });
  });

  it('prints one ronde’s seating, one line per table', async () => {
    const { admin, id, pseudoOf } = await setUp();
    const ronde = await server().as(admin).post<Ronde>(`/tournois/${id}/rondes`, { mode: 'equilibre' });
    renderApp(`/tournois/${id}/rondes/1/feuille`, { preloadedState: admin.session });
    expect(
      await screen.findByRole('heading', { name: `Open ${counter} – Ronde 1`, level: 1 }),
    ).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Placement de la ronde 1' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'TableEstSudOuestNord',
      ...ronde.tables.map((table) => `${table.table}${table.joueurs.map(pseudoOf).join('')}`),
    ]);
    expect(screen.getByRole('button', { name: 'Imprimer' })).toBeInTheDocument();
  });
});
