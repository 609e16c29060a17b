/**
 * POST /parties/import on the real app: the answer and the game it stores, the names to map, refusals
 * (size, unreadable, three players, cut, a hand that does not land), idempotence across formats, rights
 * (players, a league's admin, a tournament's admin and referees).
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { IMPORT_MESSAGES } from '@mj/online-logs';
import { TWO_HAND_NAMES, twoHandTenhouGame } from '@mj/online-logs/test/two-hand-game';
import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES } from '../../src/messages';
import {
  backends,
  buildTestApp,
  call,
  createTournament,
  expectError,
  registerUsers,
  type TestUser,
} from '../helper';

const NAMES = TWO_HAND_NAMES;
const tenhou6 = twoHandTenhouGame;

/** The same game as an mjlog (scores in hundreds, names URL-encoded). */
const MJLOG = [
  '<mjloggm ver="2.3"><GO type="169" lobby="0"/>',
  `<UN n0="Aiko" n1="Bruno" n2="${encodeURIComponent('Chloé')}" n3="Denis"/><TAIKYOKU oya="0"/>`,
  '<INIT seed="0,0,0,1,2,3" ten="250,250,250,250" oya="0"/>',
  '<REACH who="1" step="1"/><REACH who="1" ten="250,240,250,250" step="2"/>',
  '<AGARI ba="0,1" ten="30,3900,0" yaku="1,1,52,2" who="1" fromWho="2" sc="250,0,240,49,250,-39,250,0"/>',
  '<INIT seed="1,0,0,1,2,3" ten="250,289,211,250" oya="1"/>',
  '<AGARI ba="0,0" ten="30,8000,1" yaku="0,1,52,4" who="3" fromWho="3" sc="250,-20,289,-40,211,-20,250,80"',
  ' owari="230,-17.0,249,-5.0,191,-21.0,330,43.0"/></mjloggm>',
].join('');

describe.each(backends)('POST /parties/import on %s', (backend) => {
  let app: FastifyInstance;
  let users: TestUser[];
  let firstImport = '';
  // users 0–3 play (Aiko, Bruno, Chloé, Denis); 4 is a league's or a tournament's admin; 5 a stranger.
  const ids = () => users.slice(0, 4).map((user) => user.id);
  const mapping = () => Object.fromEntries(NAMES.map((name, seat) => [name, ids()[seat]]));
  const post = (as: TestUser, payload: Record<string, unknown>) =>
    call(app, as, { method: 'POST', url: '/api/parties/import', payload });

  beforeAll(async () => {
    app = await buildTestApp({ backend });
    users = await registerUsers(app, 6, 'import');
  });

  it('without players: 422 with the log’s names in seat order and what it says', async () => {
    const response = await post(users[0]!, { contenu: tenhou6({ ref: '2024031518gm-0009-0000-00000001' }) });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: SERVER_MESSAGES.importNamesNeeded,
      noms: NAMES,
      apercu: {
        format: 'tenhou6',
        plateforme: 'tenhou',
        id_journal: '2024031518gm-0009-0000-00000001',
        regles: 'tenhou',
        scores: [23000, 24900, 19100, 33000],
        tours: 2,
        avertissements: [IMPORT_MESSAGES.warnings.redFives],
      },
    });
    // A name left without a player asks again.
    const partial = await post(users[0]!, { contenu: tenhou6(), joueurs: { Aiko: ids()[0] } });
    expect(partial.json()).toMatchObject({ noms: NAMES });
  });

  it('imports a finished game, one round per hand, with its origin; the same game again is a 409', async () => {
    const contenu = tenhou6({ ref: '2024031518gm-0009-0000-00000002' });
    const response = await post(users[1]!, { contenu, joueurs: mapping() });
    expect(response.statusCode).toBe(201);
    const answer = response.json<{ id: string }>();
    firstImport = answer.id;
    expect(answer).toEqual({
      id: expect.any(String),
      format: 'tenhou6',
      tours: 2,
      avertissements: [IMPORT_MESSAGES.warnings.redFives],
    });
    const game = (await call(app, users[0]!, { method: 'GET', url: `/api/parties/${answer.id}` })).json();
    expect(game).toMatchObject({
      etat: 'terminé',
      joueurs: ids(),
      nb_tours: 2,
      regles: 'tenhou',
      createur_id: users[1]!.id,
      origine: { plateforme: 'tenhou', format: 'tenhou6', id_journal: '2024031518gm-0009-0000-00000002' },
    });
    const [a, b, c, d] = ids() as [string, string, string, string];
    expect(game.scores).toEqual({ [a]: 23000, [b]: 24900, [c]: 19100, [d]: 33000 });
    const history = await call(app, users[0]!, {
      method: 'GET',
      url: `/api/parties/tours/${answer.id}/tours`,
    });
    expect(
      history.json().tours.map((entry: { tour: { type_victoire: string } }) => entry.tour.type_victoire),
    ).toEqual(['ron', 'tsumo']);
    const journal = await call(app, users[0]!, { method: 'GET', url: `/api/parties/${answer.id}/journal` });
    expect(journal.json()).toContainEqual(expect.objectContaining({ action: 'import', qui: users[1]!.id }));
    // Again: the same log id, then the same log without its id.
    const again = await post(users[2]!, { contenu, joueurs: mapping() });
    expect({ status: again.statusCode, body: again.json() }).toEqual({
      status: 409,
      body: { detail: SERVER_MESSAGES.alreadyImported, partie_id: answer.id },
    });
  });

  it('the same game as an mjlog (no log id) is recognised by what it describes; another one is imported', async () => {
    // The game of the test above, written as an mjlog: the same names, hands and scores.
    const twin = await post(users[0]!, { contenu: MJLOG, joueurs: mapping() });
    expect({ status: twin.statusCode, body: twin.json() }).toEqual({
      status: 409,
      body: { detail: SERVER_MESSAGES.alreadyImported, partie_id: firstImport },
    });
    // Another table (other names): an mjlog has no id of its own.
    const other = MJLOG.replace('n0="Aiko"', 'n0="Aimée"');
    const first = await post(users[0]!, {
      contenu: other,
      joueurs: { Aimée: ids()[0], Bruno: ids()[1], Chloé: ids()[2], Denis: ids()[3] },
    });
    expect(first.statusCode).toBe(201);
    const game = (
      await call(app, users[0]!, { method: 'GET', url: `/api/parties/${first.json().id}` })
    ).json();
    expect(game.origine).toEqual({ plateforme: 'tenhou', format: 'mjlog', id_journal: null });
  });

  it('rights: a player, a league’s admin, a tournament’s admin; not a stranger nor a plain member', async () => {
    const contenu = (n: number) =>
      tenhou6({
        ref: `2024031518gm-0009-0000-1000000${n}`,
        sc: [23000, 24900, 19100, 33000],
        names: NAMES.map((name) => `${name}${n}`),
      });
    const map = (n: number) => Object.fromEntries(NAMES.map((name, seat) => [`${name}${n}`, ids()[seat]]));
    expectError(
      await post(users[5]!, { contenu: contenu(1), joueurs: map(1) }),
      403,
      SERVER_MESSAGES.importNotAllowed,
    );
    // A league: users[4] administers it; the four players are members.
    const league = (
      await call(app, users[4]!, { method: 'POST', url: '/api/ligues', payload: { nom: 'Club en ligne' } })
    ).json<{ id: string }>().id;
    for (const id of ids())
      await call(app, users[4]!, { method: 'PUT', url: `/api/ligues/${league}/membres/${id}` });
    await call(app, users[4]!, { method: 'PUT', url: `/api/ligues/${league}/membres/${users[5]!.id}` });
    expectError(
      await post(users[5]!, { contenu: contenu(2), joueurs: map(2), ligue_id: league }),
      403,
      SERVER_MESSAGES.importNotAllowed,
    );
    const byAdmin = await post(users[4]!, { contenu: contenu(2), joueurs: map(2), ligue_id: league });
    expect(byAdmin.statusCode).toBe(201);
    const inLeague = (
      await call(app, users[0]!, { method: 'GET', url: `/api/parties/${byAdmin.json().id}` })
    ).json();
    expect(inLeague.ligue_id).toBe(league);
    // A tournament playing Tenhou's rules: its admin imports a table's online game.
    const tournament = await createTournament(app, users[4]!, { joueurs: ids(), regles: 'tenhou' });
    const byTournamentAdmin = await post(users[4]!, {
      contenu: contenu(3),
      joueurs: map(3),
      tournois_id: tournament,
    });
    expect(byTournamentAdmin.statusCode).toBe(201);
    expect(
      (
        await call(app, users[0]!, { method: 'GET', url: `/api/parties/${byTournamentAdmin.json().id}` })
      ).json(),
    ).toMatchObject({
      tournois_id: tournament,
      regles: 'tenhou',
      a_valider: false,
    });
    // …and a referee of it another one.
    const referee = users[5]!;
    const named = await call(app, users[4]!, {
      method: 'PUT',
      url: `/api/tournois/${tournament}/arbitres/${referee.id}`,
    });
    expect(named.statusCode).toBe(204);
    expect(
      (await post(referee, { contenu: contenu(5), joueurs: map(5), tournois_id: tournament })).statusCode,
    ).toBe(201);
    // A tournament playing 30 000-point rules cannot hold a game that started at 25 000.
    const classic = await createTournament(app, users[4]!, { joueurs: ids() });
    expectError(
      await post(users[4]!, { contenu: contenu(4), joueurs: map(4), tournois_id: classic }),
      422,
      IMPORT_MESSAGES.startDiffers('25\u202f000', '30\u202f000'),
    );
  });

  it('two imports of one game at once: one game, the other answer names it', async () => {
    const contenu = tenhou6({
      ref: '2024031518gm-0009-0000-30000001',
      names: NAMES.map((name) => `${name}!`),
    });
    const joueurs = Object.fromEntries(NAMES.map((name, seat) => [`${name}!`, ids()[seat]]));
    const answers = await Promise.all([
      post(users[0]!, { contenu, joueurs }),
      post(users[1]!, { contenu, joueurs }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const created = answers.find((answer) => answer.statusCode === 201)!.json().id;
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toEqual({
      detail: SERVER_MESSAGES.alreadyImported,
      partie_id: created,
    });
  });

  it('refusals in French, nothing stored: size, unreadable, three players, cut, players', async () => {
    const gamesOf = async () =>
      (await call(app, users[0]!, { method: 'GET', url: '/api/users/mes-parties' })).json<unknown[]>().length;
    const before = await gamesOf();
    const big = 'x'.repeat(2 * 1024 * 1024 + 1);
    expectError(await post(users[0]!, { contenu: big }), 413, SERVER_MESSAGES.importTooLarge);
    expectError(await post(users[0]!, { contenu: 'une partie' }), 422, IMPORT_MESSAGES.unreadable);
    const sanma = tenhou6({
      names: ['A', 'B', 'C', ''],
      sc: [35000, 35000, 35000, 0],
      hands: [
        [
          [0, 0, 0],
          [35000, 35000, 35000, 0],
          [],
          [],
          [],
          [],
          [],
          [],
          [],
          [],
          [],
          [],
          [],
          [],
          [],
          [],
          ['流局'],
        ],
      ],
    });
    expectError(await post(users[0]!, { contenu: sanma }), 422, IMPORT_MESSAGES.threePlayers);
    const cut = MJLOG.replace(/ owari="[^"]*"/, '');
    expectError(await post(users[0]!, { contenu: cut }), 422, IMPORT_MESSAGES.unfinished);
    const named = tenhou6({ ref: '2024031518gm-0009-0000-20000001' });
    expectError(
      await post(users[0]!, { contenu: named, joueurs: { ...mapping(), Denis: 'personne' } }),
      422,
      SERVER_MESSAGES.unknownPlayers,
    );
    expectError(
      await post(users[0]!, { contenu: named, joueurs: { ...mapping(), Denis: ids()[0] } }),
      422,
      SERVER_MESSAGES.importPlayersRepeated,
    );
    // Scores that the hands do not reach: the first hand that differs is named.
    const wrong = tenhou6({ ref: '2024031518gm-0009-0000-20000002', sc: [23000, 24900, 20100, 32000] });
    expectError(
      await post(users[0]!, { contenu: wrong, joueurs: mapping() }),
      422,
      /^Les scores finaux du journal/,
    );
    // A body nested deep around its log is refused before it is parsed.
    const hostile = `{"contenu":"x","regles":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/parties/import',
      headers: { ...users[0]!.headers, 'content-type': 'application/json' },
      payload: hostile,
    });
    expectError(response, 422, SERVER_MESSAGES.invalidJson);
    expect(await gamesOf()).toBe(before);
  });
});
