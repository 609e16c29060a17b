/**
 * The authorization matrix: every route × {anonymous, signed-in stranger, tournament participant,
 * tournament admin, game player, tournament referee}, each cell on a fresh tournament with one running
 * game holding one round, asserting the exact status. Then the hidden ranking: every route that returns
 * scores, read by each role while the ranking is hidden.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import {
  backends,
  buildTestApp,
  call,
  googleToken,
  registerUser,
  registerUsers,
  uniquePseudo,
  type TestUser,
} from './helper';
import { draw } from '@mj/domain/testing';
import { openStream, openTournamentStream } from './live';
import { freshImport } from './online-log';

type Role = 'anonyme' | 'inconnu' | 'participant' | 'admin' | 'joueur' | 'arbitre';
const ROLES: Role[] = ['anonyme', 'inconnu', 'participant', 'admin', 'joueur', 'arbitre'];

interface Fixture {
  tournamentId: string;
  gameId: string;
  /** A finished manual game of the tournament (deletable). */
  manualId: string;
  /** A running game of the tournament without rounds (final scores may be entered). */
  paperId: string;
  /** A finished game a player (the first seat) made up: its other players confirm it. */
  playerMadeId: string;
  /** A penalty given to the third seat. */
  penaltyId: string;
  seats: TestUser[];
  admin: TestUser;
  participant: TestUser;
  stranger: TestUser;
  newcomer: TestUser;
  referee: TestUser;
  /** A league of the admin's with the second seat (the matrix's `joueur`) as a plain member, and a season. */
  leagueId: string;
  seasonId: string;
  leagueToken: string;
}

interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  url: (f: Fixture) => string;
  payload?: (f: Fixture, actor: TestUser | undefined) => unknown | Promise<unknown>;
  /** Statuses for anonyme, inconnu, participant, admin, joueur (the referee's: REFEREE below). */
  expected: [number, number, number, number, number];
  /** The route changes the fixture (a round, a state…): each cell gets its own tournament and game. */
  changesFixture?: boolean;
  /** The route ends the actor's session (logout, deletion): the cell gets its own accounts too. */
  consumesActor?: boolean;
  /** A live stream: a 200 is read over a real socket (it never ends by itself), then closed. */
  stream?: boolean;
}

const fourScores = (f: Fixture) =>
  Object.fromEntries(f.seats.map((s, i) => [s.id, [45000, 32000, 25000, 18000][i]]));
const seatIds = (f: Fixture) => f.seats.map((s) => s.id);

const ROWS: Row[] = [
  { method: 'GET', path: '/health', url: () => '/api/health', expected: [200, 200, 200, 200, 200] },
  {
    method: 'GET',
    path: '/health/ready',
    url: () => '/api/health/ready',
    expected: [200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    path: '/parties/{id}/evenements',
    url: (f) => `/api/parties/${f.gameId}/evenements`,
    expected: [401, 403, 403, 200, 200],
    stream: true,
  },
  {
    method: 'GET',
    path: '/tournois/{id}/evenements',
    url: (f) => `/api/tournois/${f.tournamentId}/evenements`,
    expected: [401, 403, 200, 200, 200],
    stream: true,
  },
  { method: 'GET', path: '/docs/json', url: () => '/api/docs/json', expected: [200, 200, 200, 200, 200] },
  { method: 'GET', path: '/docs', url: () => '/api/docs', expected: [200, 200, 200, 200, 200] },
  {
    method: 'POST',
    path: '/users/register',
    url: () => '/api/users/register',
    payload: () => ({ pseudo: uniquePseudo('matrice'), password: 'motdepasse' }),
    expected: [201, 201, 201, 201, 201],
  },
  {
    method: 'POST',
    path: '/users/login',
    url: () => '/api/users/login',
    payload: (f) => ({ pseudo: f.newcomer.pseudo, password: 'motdepasse' }),
    expected: [200, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    path: '/users/google-login',
    url: () => '/api/users/google-login',
    payload: async () => ({
      token: await googleToken({ uid: `uid-${uniquePseudo()}`, name: uniquePseudo('g') }),
    }),
    expected: [200, 200, 200, 200, 200],
  },
  {
    method: 'PATCH',
    path: '/users/pseudo',
    url: () => '/api/users/pseudo',
    payload: (_f, actor) => ({ user_id: actor?.id ?? 'personne', new_pseudo: uniquePseudo('renomme') }),
    expected: [401, 200, 200, 200, 200],
  },
  { method: 'GET', path: '/users/users', url: () => '/api/users/users', expected: [401, 200, 200, 200, 200] },
  { method: 'GET', path: '/regles', url: () => '/api/regles', expected: [401, 200, 200, 200, 200] },
  {
    method: 'GET',
    path: '/users/mes-parties',
    url: () => '/api/users/mes-parties',
    expected: [401, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    path: '/users/{id}/statistiques',
    url: (f) => `/api/users/${f.stranger.id}/statistiques`,
    expected: [401, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    path: '/users/me/export',
    url: () => '/api/users/me/export',
    expected: [401, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    path: '/users/logout',
    url: () => '/api/users/logout',
    expected: [401, 204, 204, 204, 204],
    changesFixture: true,
    consumesActor: true,
  },
  {
    method: 'DELETE',
    path: '/users/me',
    url: () => '/api/users/me',
    // The admin must hand the tournament over first: admin-handover.test.ts.
    expected: [401, 204, 204, 409, 204],
    changesFixture: true,
    consumesActor: true,
  },
  { method: 'GET', path: '/tournois', url: () => '/api/tournois/', expected: [401, 200, 200, 200, 200] },
  {
    method: 'POST',
    path: '/tournois',
    url: () => '/api/tournois/',
    payload: (f) => ({
      nom: 'Matrice',
      date_debut: '2025-09-20',
      classement_visible: true,
      regles: 'classic',
      joueurs: seatIds(f),
    }),
    expected: [401, 201, 201, 201, 201],
  },
  {
    method: 'GET',
    path: '/tournois/{id}',
    url: (f) => `/api/tournois/${f.tournamentId}`,
    expected: [401, 403, 200, 200, 200],
  },
  {
    method: 'GET',
    path: '/tournois/{id}/joueurs',
    url: (f) => `/api/tournois/${f.tournamentId}/joueurs`,
    expected: [401, 403, 200, 200, 200],
  },
  {
    method: 'GET',
    path: '/tournois/{id}/parties',
    url: (f) => `/api/tournois/${f.tournamentId}/parties`,
    expected: [401, 403, 200, 200, 200],
  },
  {
    method: 'GET',
    path: '/tournois/{id}/classement',
    url: (f) => `/api/tournois/${f.tournamentId}/classement`,
    expected: [401, 403, 200, 200, 200],
  },
  {
    method: 'GET',
    path: '/tournois/{id}/faits-marquants',
    url: (f) => `/api/tournois/${f.tournamentId}/faits-marquants`,
    expected: [401, 403, 200, 200, 200],
  },
  {
    method: 'POST',
    path: '/tournois/{id}/joueurs/add',
    url: (f) => `/api/tournois/${f.tournamentId}/joueurs/add`,
    payload: (f) => JSON.stringify(f.newcomer.id),
    expected: [401, 403, 403, 200, 403],
    changesFixture: true,
  },
  {
    method: 'DELETE',
    path: '/tournois/{id}/parties/{gameId}',
    url: (f) => `/api/tournois/${f.tournamentId}/parties/${f.manualId}`,
    expected: [401, 403, 403, 200, 403],
    changesFixture: true,
  },
  {
    method: 'PATCH',
    path: '/tournois/{id}/classement-visible',
    url: (f) => `/api/tournois/${f.tournamentId}/classement-visible`,
    payload: () => ({ visible: false }),
    expected: [401, 403, 403, 200, 403],
    changesFixture: true,
  },
  {
    method: 'PATCH',
    path: '/tournois/{id}/admin',
    url: (f) => `/api/tournois/${f.tournamentId}/admin`,
    payload: (f) => ({ admin_id: f.participant.id }),
    expected: [401, 403, 403, 200, 403],
    changesFixture: true,
  },
  {
    method: 'PATCH',
    path: '/tournois/{id}/etat',
    url: (f) => `/api/tournois/${f.tournamentId}/etat`,
    payload: () => ({ new_state: 'terminé' }),
    expected: [401, 403, 403, 200, 403],
    changesFixture: true,
  },
  {
    method: 'PATCH',
    path: '/tournois/{id}',
    url: (f) => `/api/tournois/${f.tournamentId}`,
    payload: () => ({ nom: 'Matrice renommée' }),
    expected: [401, 403, 403, 200, 403],
    changesFixture: true,
  },
  {
    method: 'DELETE',
    path: '/tournois/{id}/joueurs/{userId}',
    url: (f) => `/api/tournois/${f.tournamentId}/joueurs/${f.participant.id}`,
    expected: [401, 403, 403, 204, 403],
    changesFixture: true,
  },
  {
    method: 'PATCH',
    path: '/tournois/{id}/joueurs/{userId}',
    url: (f) => `/api/tournois/${f.tournamentId}/joueurs/${f.seats[0]!.id}`,
    payload: () => ({ absent: true }),
    expected: [401, 403, 403, 200, 403],
    changesFixture: true,
  },
  // The fixture's game is running: the admin's ronde requests get the contract's 409 (success paths in
  // routes/rondes.test.ts), and its ronde 1 does not exist (404).
  {
    method: 'POST',
    path: '/tournois/{id}/rondes/proposition',
    url: (f) => `/api/tournois/${f.tournamentId}/rondes/proposition`,
    payload: () => ({ mode: 'equilibre' }),
    expected: [401, 403, 403, 409, 403],
  },
  {
    method: 'POST',
    path: '/tournois/{id}/rondes',
    url: (f) => `/api/tournois/${f.tournamentId}/rondes`,
    payload: () => ({ mode: 'equilibre' }),
    expected: [401, 403, 403, 409, 403],
  },
  {
    method: 'GET',
    path: '/tournois/{id}/rondes',
    url: (f) => `/api/tournois/${f.tournamentId}/rondes`,
    expected: [401, 403, 200, 200, 200],
  },
  {
    method: 'DELETE',
    path: '/tournois/{id}/rondes/{numero}',
    url: (f) => `/api/tournois/${f.tournamentId}/rondes/1`,
    expected: [401, 403, 403, 404, 403],
  },
  {
    method: 'POST',
    path: '/tournois/{id}/rondes/{numero}/horloge',
    url: (f) => `/api/tournois/${f.tournamentId}/rondes/1/horloge`,
    payload: () => ({ action: 'pause' }),
    expected: [401, 403, 403, 404, 403],
  },
  {
    method: 'POST',
    path: '/tournois/{id}/ecran',
    url: (f) => `/api/tournois/${f.tournamentId}/ecran`,
    expected: [401, 403, 403, 201, 403],
    changesFixture: true,
  },
  {
    method: 'GET',
    path: '/tournois/{id}/ecran',
    url: (f) => `/api/tournois/${f.tournamentId}/ecran`,
    expected: [401, 403, 403, 200, 403],
  },
  {
    method: 'DELETE',
    path: '/tournois/{id}/ecran',
    url: (f) => `/api/tournois/${f.tournamentId}/ecran`,
    expected: [401, 403, 403, 204, 403],
    changesFixture: true,
  },
  {
    method: 'GET',
    path: '/users/profil',
    url: () => '/api/users/profil',
    expected: [401, 200, 200, 200, 200],
  },
  {
    method: 'PATCH',
    path: '/users/profil',
    url: () => '/api/users/profil',
    payload: () => ({ club: 'Tonpuu' }),
    expected: [401, 200, 200, 200, 200],
  },
  {
    method: 'PUT',
    path: '/tournois/{id}/inscriptions',
    url: (f) => `/api/tournois/${f.tournamentId}/inscriptions`,
    payload: () => ({ ouvertes: true, places: 16 }),
    expected: [401, 403, 403, 200, 403],
    changesFixture: true,
  },
  {
    method: 'GET',
    path: '/tournois/{id}/inscriptions',
    url: (f) => `/api/tournois/${f.tournamentId}/inscriptions`,
    expected: [401, 403, 403, 200, 403],
  },
  {
    method: 'GET',
    path: '/tournois/rejoindre/{jeton}',
    url: () => '/api/tournois/rejoindre/lien-inconnu',
    expected: [401, 404, 404, 404, 404],
  },
  {
    method: 'POST',
    path: '/tournois/rejoindre/{jeton}',
    url: () => '/api/tournois/rejoindre/lien-inconnu',
    expected: [401, 404, 404, 404, 404],
  },
  {
    method: 'DELETE',
    path: '/tournois/{id}/inscription',
    url: (f) => `/api/tournois/${f.tournamentId}/inscription`,
    // The participant has not played: they may leave; the seated player has played (409).
    expected: [401, 404, 204, 404, 409],
    changesFixture: true,
  },
  {
    method: 'GET',
    path: '/tournois/mes-inscriptions',
    url: () => '/api/tournois/mes-inscriptions',
    expected: [401, 200, 200, 200, 200],
  },
  {
    method: 'PUT',
    path: '/tournois/{id}/presences/{userId}',
    url: (f) => `/api/tournois/${f.tournamentId}/presences/${f.participant.id}`,
    expected: [401, 403, 403, 204, 403],
    changesFixture: true,
  },
  {
    method: 'DELETE',
    path: '/tournois/{id}/presences/{userId}',
    url: (f) => `/api/tournois/${f.tournamentId}/presences/${f.participant.id}`,
    expected: [401, 403, 403, 204, 403],
    changesFixture: true,
  },
  {
    method: 'PUT',
    path: '/tournois/{id}/pointage',
    url: (f) => `/api/tournois/${f.tournamentId}/pointage`,
    expected: [401, 403, 403, 200, 403],
    changesFixture: true,
  },
  {
    method: 'POST',
    path: '/tournois/pointage/{jeton}',
    url: () => '/api/tournois/pointage/code-inconnu',
    expected: [401, 404, 404, 404, 404],
  },
  {
    method: 'POST',
    path: '/tournois/{id}/rondes/{numero}/remplacements',
    url: (f) => `/api/tournois/${f.tournamentId}/rondes/1/remplacements`,
    payload: (f) => ({ joueur: f.seats[0]!.id, remplacant: f.participant.id }),
    // The fixture has no ronde: the admin learns it does not exist.
    expected: [401, 403, 403, 404, 403],
  },
  {
    method: 'GET',
    path: '/tournois/{id}/export/ema',
    url: (f) => `/api/tournois/${f.tournamentId}/export/ema`,
    expected: [401, 403, 403, 200, 403],
  },
  {
    method: 'GET',
    path: '/tournois/{id}/export/ema/controles',
    url: (f) => `/api/tournois/${f.tournamentId}/export/ema/controles`,
    expected: [401, 403, 403, 200, 403],
  },
  {
    method: 'GET',
    path: '/public/ecrans/{jeton}',
    url: () => '/api/public/ecrans/jeton-inconnu',
    expected: [404, 404, 404, 404, 404],
  },
  {
    method: 'GET',
    path: '/public/ecrans/{jeton}/evenements',
    url: () => '/api/public/ecrans/jeton-inconnu/evenements',
    expected: [404, 404, 404, 404, 404],
  },
  {
    method: 'POST',
    path: '/parties',
    url: () => '/api/parties/',
    payload: (f) => ({ joueurs: seatIds(f), tournois_id: f.tournamentId }),
    // The participant does not play at these four seats: nobody enters a game for others.
    expected: [401, 403, 403, 201, 201],
  },
  {
    method: 'POST',
    path: '/parties/manuelle',
    url: () => '/api/parties/manuelle',
    payload: (f) => ({
      joueurs: seatIds(f),
      scores: fourScores(f),
      date_debut: new Date().toISOString(),
      tournoi_id: f.tournamentId,
    }),
    expected: [401, 403, 403, 201, 201],
  },
  {
    // An online game without tournament nor league: only one of its players imports it.
    method: 'POST',
    path: '/parties/import',
    url: () => '/api/parties/import',
    payload: (f) => freshImport(seatIds(f)),
    expected: [401, 403, 403, 403, 201],
  },
  {
    // A tournament game counts for its ranking: nobody leaves it (casual games: game-creators.test.ts).
    method: 'POST',
    path: '/parties/{id}/quitter',
    url: (f) => `/api/parties/${f.gameId}/quitter`,
    expected: [401, 403, 403, 403, 403],
  },
  {
    method: 'GET',
    path: '/parties/{id}',
    url: (f) => `/api/parties/${f.gameId}`,
    expected: [401, 403, 403, 200, 200],
  },
  {
    method: 'POST',
    path: '/parties/tours/{partyId}',
    url: (f) => `/api/parties/tours/${f.gameId}`,
    payload: (f) => ({ ...draw([f.seats[0]!.id]), index: 1 }),
    expected: [401, 403, 403, 201, 201],
    changesFixture: true,
  },
  {
    method: 'DELETE',
    path: '/parties/tours/{partyId}/last',
    url: (f) => `/api/parties/tours/${f.gameId}/last`,
    expected: [401, 403, 403, 200, 200],
    changesFixture: true,
  },
  {
    method: 'PUT',
    path: '/parties/tours/{partyId}/{index}',
    url: (f) => `/api/parties/tours/${f.gameId}/0`,
    payload: (f) => draw([f.seats[1]!.id]),
    expected: [401, 403, 403, 200, 200],
    changesFixture: true,
  },
  {
    method: 'DELETE',
    path: '/parties/tours/{partyId}/{index}',
    url: (f) => `/api/parties/tours/${f.gameId}/0`,
    expected: [401, 403, 403, 200, 200],
    changesFixture: true,
  },
  {
    method: 'GET',
    path: '/parties/tours/{partyId}/tours',
    url: (f) => `/api/parties/tours/${f.gameId}/tours?compact=true`,
    expected: [401, 403, 403, 200, 200],
  },
  {
    method: 'POST',
    path: '/parties/{id}/finish',
    url: (f) => `/api/parties/${f.gameId}/finish`,
    expected: [401, 403, 403, 200, 200],
    changesFixture: true,
  },
  {
    method: 'PUT',
    path: '/tournois/{id}/arbitres/{userId}',
    url: (f) => `/api/tournois/${f.tournamentId}/arbitres/${f.newcomer.id}`,
    expected: [401, 403, 403, 204, 403],
    changesFixture: true,
  },
  {
    method: 'DELETE',
    path: '/tournois/{id}/arbitres/{userId}',
    url: (f) => `/api/tournois/${f.tournamentId}/arbitres/${f.referee.id}`,
    expected: [401, 403, 403, 204, 403],
    changesFixture: true,
  },
  {
    method: 'POST',
    path: '/tournois/{id}/penalites',
    url: (f) => `/api/tournois/${f.tournamentId}/penalites`,
    payload: (f) => ({ joueur: f.seats[0]!.id, points: -10, motif: 'Comportement' }),
    expected: [401, 403, 403, 201, 403],
    changesFixture: true,
  },
  {
    method: 'GET',
    path: '/tournois/{id}/penalites',
    url: (f) => `/api/tournois/${f.tournamentId}/penalites`,
    expected: [401, 403, 200, 200, 200],
  },
  {
    method: 'DELETE',
    path: '/tournois/{id}/penalites/{penaliteId}',
    url: (f) => `/api/tournois/${f.tournamentId}/penalites/${f.penaltyId}`,
    expected: [401, 403, 403, 204, 403],
    changesFixture: true,
  },
  {
    method: 'PUT',
    path: '/parties/{id}/scores-finaux',
    url: (f) => `/api/parties/${f.paperId}/scores-finaux`,
    payload: (f) => ({ scores: fourScores(f) }),
    expected: [401, 403, 403, 200, 200],
    changesFixture: true,
  },
  {
    method: 'POST',
    path: '/parties/{id}/validation',
    url: (f) => `/api/parties/${f.manualId}/validation`,
    expected: [401, 403, 403, 200, 403],
    changesFixture: true,
  },
  {
    method: 'POST',
    path: '/parties/{id}/confirmation',
    url: (f) => `/api/parties/${f.playerMadeId}/confirmation`,
    expected: [401, 403, 403, 403, 200],
    changesFixture: true,
  },
  {
    method: 'GET',
    path: '/tournois/{id}/identite',
    url: (f) => `/api/tournois/${f.tournamentId}/identite`,
    expected: [401, 403, 200, 200, 200],
  },
  {
    method: 'PUT',
    path: '/tournois/{id}/identite',
    url: (f) => `/api/tournois/${f.tournamentId}/identite`,
    expected: [401, 403, 204, 403, 204],
    changesFixture: true,
  },
  {
    method: 'DELETE',
    path: '/tournois/{id}/identite',
    url: (f) => `/api/tournois/${f.tournamentId}/identite`,
    expected: [401, 403, 204, 403, 204],
    changesFixture: true,
  },
  // Stages: the admin and the referees cut; every member reads them.
  {
    method: 'GET',
    path: '/tournois/{id}/phases',
    url: (f) => `/api/tournois/${f.tournamentId}/phases`,
    expected: [401, 403, 200, 200, 200],
  },
  {
    method: 'POST',
    path: '/tournois/{id}/phases',
    url: (f) => `/api/tournois/${f.tournamentId}/phases`,
    // The fixture has no ronde yet: past the rights, the cut is refused for that (409).
    payload: () => ({ nom: 'Finale', qualifies: 4, report: 0.5 }),
    expected: [401, 403, 403, 409, 403],
  },
  {
    method: 'DELETE',
    path: '/tournois/{id}/phases/{numero}',
    url: (f) => `/api/tournois/${f.tournamentId}/phases/1`,
    expected: [401, 403, 403, 404, 403],
  },
  // Teams: only the admin names them; every member reads them.
  {
    method: 'GET',
    path: '/tournois/{id}/equipes',
    url: (f) => `/api/tournois/${f.tournamentId}/equipes`,
    expected: [401, 403, 200, 200, 200],
  },
  {
    method: 'PUT',
    path: '/tournois/{id}/equipes',
    url: (f) => `/api/tournois/${f.tournamentId}/equipes`,
    payload: (f) => ({ equipes: [{ nom: 'Club A', joueurs: [f.seats[0]!.id, f.seats[1]!.id] }] }),
    expected: [401, 403, 403, 200, 403],
    changesFixture: true,
  },
  {
    method: 'GET',
    path: '/parties/{id}/journal',
    url: (f) => `/api/parties/${f.gameId}/journal`,
    expected: [401, 403, 403, 200, 200],
  },
];

const leagueRow = (
  method: Row['method'],
  path: string,
  url: (f: Fixture) => string,
  expected: Row['expected'],
  extra: Partial<Row> = {},
): Row => ({ method, path, url, expected, ...extra });

/** Leagues: only members read (404 for anyone else), only admins change (403 for a member). */
const LEAGUE_ROWS: Row[] = [
  leagueRow('GET', '/ligues', () => '/api/ligues', [401, 200, 200, 200, 200]),
  leagueRow('POST', '/ligues', () => '/api/ligues', [401, 201, 201, 201, 201], {
    payload: () => ({ nom: 'Club de la matrice' }),
  }),
  leagueRow('GET', '/ligues/{id}', (f) => `/api/ligues/${f.leagueId}`, [401, 404, 404, 200, 200]),
  leagueRow('PATCH', '/ligues/{id}', (f) => `/api/ligues/${f.leagueId}`, [401, 404, 404, 200, 403], {
    payload: () => ({ nom: 'Club renommé' }),
  }),
  leagueRow(
    'PUT',
    '/ligues/{id}/membres/{userId}',
    (f) => `/api/ligues/${f.leagueId}/membres/${f.participant.id}`,
    [401, 404, 404, 204, 403],
    { changesFixture: true },
  ),
  leagueRow(
    'DELETE',
    '/ligues/{id}/membres/{userId}',
    (f) => `/api/ligues/${f.leagueId}/membres/${f.seats[1]!.id}`,
    [401, 404, 404, 204, 204],
    { changesFixture: true },
  ),
  leagueRow(
    'PUT',
    '/ligues/{id}/admins/{userId}',
    (f) => `/api/ligues/${f.leagueId}/admins/${f.seats[1]!.id}`,
    [401, 404, 404, 204, 403],
    { changesFixture: true },
  ),
  leagueRow(
    'DELETE',
    '/ligues/{id}/admins/{userId}',
    (f) => `/api/ligues/${f.leagueId}/admins/${f.admin.id}`,
    [401, 404, 404, 409, 403],
  ),
  leagueRow(
    'PUT',
    '/ligues/{id}/invitation',
    (f) => `/api/ligues/${f.leagueId}/invitation`,
    [401, 404, 404, 200, 403],
    {
      changesFixture: true,
    },
  ),
  leagueRow(
    'POST',
    '/ligues/rejoindre/{jeton}',
    (f) => `/api/ligues/rejoindre/${f.leagueToken}`,
    [401, 200, 200, 200, 200],
    {
      changesFixture: true,
    },
  ),
  leagueRow(
    'POST',
    '/ligues/{id}/saisons',
    (f) => `/api/ligues/${f.leagueId}/saisons`,
    [401, 404, 404, 201, 403],
    {
      payload: () => ({ nom: 'Saison', date_debut: '2025-09-01', date_fin: '2026-08-31', mesure: 'somme' }),
    },
  ),
  leagueRow(
    'GET',
    '/ligues/{id}/saisons',
    (f) => `/api/ligues/${f.leagueId}/saisons`,
    [401, 404, 404, 200, 200],
  ),
  leagueRow('PATCH', '/saisons/{id}', (f) => `/api/saisons/${f.seasonId}`, [401, 404, 404, 200, 403], {
    payload: () => ({ min_parties: 1 }),
  }),
  leagueRow('DELETE', '/saisons/{id}', (f) => `/api/saisons/${f.seasonId}`, [401, 404, 404, 204, 403], {
    changesFixture: true,
  }),
  leagueRow(
    'GET',
    '/saisons/{id}/classement',
    (f) => `/api/saisons/${f.seasonId}/classement`,
    [401, 404, 404, 200, 200],
  ),
  leagueRow(
    'GET',
    '/saisons/{id}/export',
    (f) => `/api/saisons/${f.seasonId}/export`,
    [401, 404, 404, 200, 200],
  ),
];

/**
 * The referee's status on each route: the admin's at the tables, a stranger's for the admin's own
 * routes. Kept apart from ROWS so that each row stays one line; a row without its entry fails.
 */
const REFEREE: Record<string, number> = {
  'GET /health': 200,
  'GET /health/ready': 200,
  'GET /parties/{id}/evenements': 200,
  'GET /tournois/{id}/evenements': 200,
  'GET /docs/json': 200,
  'GET /docs': 200,
  'POST /users/register': 201,
  'POST /users/login': 200,
  'POST /users/google-login': 200,
  'PATCH /users/pseudo': 200,
  'GET /users/users': 200,
  'GET /users/mes-parties': 200,
  'GET /users/{id}/statistiques': 200,
  'GET /users/me/export': 200,
  'POST /users/logout': 204,
  'DELETE /users/me': 204,
  'GET /tournois': 200,
  'POST /tournois': 201,
  'GET /tournois/{id}': 200,
  'GET /tournois/{id}/joueurs': 200,
  'GET /tournois/{id}/parties': 200,
  'GET /tournois/{id}/classement': 200,
  'GET /tournois/{id}/faits-marquants': 200,
  'POST /tournois/{id}/joueurs/add': 403,
  'DELETE /tournois/{id}/parties/{gameId}': 403,
  'PATCH /tournois/{id}/classement-visible': 403,
  'PATCH /tournois/{id}/admin': 403,
  'PATCH /tournois/{id}/etat': 403,
  'PATCH /tournois/{id}': 403,
  'DELETE /tournois/{id}/joueurs/{userId}': 403,
  'PATCH /tournois/{id}/joueurs/{userId}': 403,
  'POST /tournois/{id}/rondes/proposition': 409,
  'POST /tournois/{id}/rondes': 409,
  'GET /tournois/{id}/rondes': 200,
  'DELETE /tournois/{id}/rondes/{numero}': 404,
  'POST /tournois/{id}/rondes/{numero}/horloge': 404,
  'POST /tournois/{id}/ecran': 403,
  'GET /tournois/{id}/ecran': 403,
  'DELETE /tournois/{id}/ecran': 403,
  'GET /public/ecrans/{jeton}': 404,
  'GET /public/ecrans/{jeton}/evenements': 404,
  'POST /parties': 201,
  'POST /parties/manuelle': 201,
  'POST /parties/import': 403,
  'POST /parties/{id}/quitter': 403,
  'GET /parties/{id}': 200,
  'POST /parties/tours/{partyId}': 201,
  'DELETE /parties/tours/{partyId}/last': 200,
  'PUT /parties/tours/{partyId}/{index}': 200,
  'DELETE /parties/tours/{partyId}/{index}': 200,
  'GET /parties/tours/{partyId}/tours': 200,
  'POST /parties/{id}/finish': 200,
  'PUT /tournois/{id}/arbitres/{userId}': 403,
  'DELETE /tournois/{id}/arbitres/{userId}': 403,
  'POST /tournois/{id}/penalites': 201,
  'GET /tournois/{id}/penalites': 200,
  'DELETE /tournois/{id}/penalites/{penaliteId}': 204,
  'PUT /parties/{id}/scores-finaux': 200,
  'POST /parties/{id}/validation': 200,
  'POST /parties/{id}/confirmation': 403,
  'GET /tournois/{id}/identite': 200,
  'PUT /tournois/{id}/identite': 403,
  'DELETE /tournois/{id}/identite': 403,
  'GET /parties/{id}/journal': 200,
  'GET /tournois/{id}/phases': 200,
  'POST /tournois/{id}/phases': 409,
  'DELETE /tournois/{id}/phases/{numero}': 404,
  'GET /tournois/{id}/equipes': 200,
  'PUT /tournois/{id}/equipes': 403,
  'GET /users/profil': 200,
  'PATCH /users/profil': 200,
  'PUT /tournois/{id}/inscriptions': 403,
  'GET /tournois/{id}/inscriptions': 403,
  'GET /tournois/rejoindre/{jeton}': 404,
  'POST /tournois/rejoindre/{jeton}': 404,
  'DELETE /tournois/{id}/inscription': 404,
  'GET /tournois/mes-inscriptions': 200,
  'PUT /tournois/{id}/presences/{userId}': 204,
  'DELETE /tournois/{id}/presences/{userId}': 204,
  'PUT /tournois/{id}/pointage': 403,
  'POST /tournois/pointage/{jeton}': 404,
  'POST /tournois/{id}/rondes/{numero}/remplacements': 404,
  'GET /tournois/{id}/export/ema': 200,
  'GET /tournois/{id}/export/ema/controles': 200,
  'GET /regles': 200,
  // The referee is no member of the fixture's league.
  'GET /ligues': 200,
  'POST /ligues': 201,
  'GET /ligues/{id}': 404,
  'PATCH /ligues/{id}': 404,
  'PUT /ligues/{id}/membres/{userId}': 404,
  'DELETE /ligues/{id}/membres/{userId}': 404,
  'PUT /ligues/{id}/admins/{userId}': 404,
  'DELETE /ligues/{id}/admins/{userId}': 404,
  'PUT /ligues/{id}/invitation': 404,
  'POST /ligues/rejoindre/{jeton}': 200,
  'POST /ligues/{id}/saisons': 404,
  'GET /ligues/{id}/saisons': 404,
  'PATCH /saisons/{id}': 404,
  'DELETE /saisons/{id}': 404,
  'GET /saisons/{id}/classement': 404,
  'GET /saisons/{id}/export': 404,
};

describe.each(backends)('authorization matrix on %s', (backend) => {
  let app: FastifyInstance;
  let shared: TestUser[];
  let sharedFixture: Fixture;
  beforeAll(async () => {
    app = await buildTestApp({ backend });
    shared = await registerUsers(app, 9, 'm');
    sharedFixture = await fixture(false);
  });

  /**
   * A fresh tournament (admin + 4 seated players + 1 participant) with a running game of one round and
   * a finished manual game. The accounts are shared between cells unless the route ends a session.
   */
  async function fixture(freshAccounts: boolean): Promise<Fixture> {
    const accounts = freshAccounts ? await registerUsers(app, 9, 'm') : shared;
    const [admin, participant, stranger, newcomer] = accounts;
    const seats = accounts.slice(4, 8);
    const referee = accounts[8]!;
    const ids = seats.map((s) => s.id);
    const tournament = await call(app, admin, {
      method: 'POST',
      url: '/api/tournois/',
      payload: {
        nom: 'Matrice',
        date_debut: '2025-09-20',
        classement_visible: true,
        regles: 'classic',
        joueurs: [...ids, participant!.id],
      },
    });
    const tournamentId = tournament.json().id;
    await call(app, admin, { method: 'PUT', url: `/api/tournois/${tournamentId}/arbitres/${referee.id}` });
    const gameId = (
      await call(app, seats[0], {
        method: 'POST',
        url: '/api/parties/',
        payload: { joueurs: ids, tournois_id: tournamentId },
      })
    ).json().id;
    expect(
      (
        await call(app, seats[0], {
          method: 'POST',
          url: `/api/parties/tours/${gameId}`,
          payload: draw([ids[0]!]),
        })
      ).statusCode,
    ).toBe(201);
    const manual = await call(app, admin, {
      method: 'POST',
      url: '/api/parties/manuelle',
      payload: {
        joueurs: ids,
        scores: Object.fromEntries(ids.map((id) => [id, 30000])),
        tournoi_id: tournamentId,
      },
    });
    const playerMade = await call(app, seats[0], {
      method: 'POST',
      url: '/api/parties/manuelle',
      payload: {
        joueurs: ids,
        scores: Object.fromEntries(ids.map((id) => [id, 30000])),
        tournoi_id: tournamentId,
      },
    });
    // A game of the tournament with no round yet (a table kept on paper).
    const paperId = (
      await call(app, admin, {
        method: 'POST',
        url: '/api/parties/',
        payload: { joueurs: ids, tournois_id: tournamentId },
      })
    ).json().id;
    const penaltyId = (
      await call(app, admin, {
        method: 'POST',
        url: `/api/tournois/${tournamentId}/penalites`,
        payload: { joueur: ids[2], points: -5, motif: 'Retard' },
      })
    ).json().id;
    const leagueId = (
      await call(app, admin, { method: 'POST', url: '/api/ligues', payload: { nom: 'Club de la matrice' } })
    ).json().id;
    await call(app, admin, { method: 'PUT', url: `/api/ligues/${leagueId}/membres/${seats[1]!.id}` });
    const seasonId = (
      await call(app, admin, {
        method: 'POST',
        url: `/api/ligues/${leagueId}/saisons`,
        payload: { nom: 'Saison', date_debut: '2025-09-01', date_fin: '2026-08-31', mesure: 'somme' },
      })
    ).json().id;
    const leagueToken = (
      await call(app, admin, { method: 'PUT', url: `/api/ligues/${leagueId}/invitation` })
    ).json().jeton;
    return {
      leagueId,
      seasonId,
      leagueToken,
      tournamentId,
      gameId,
      paperId,
      penaltyId,
      referee,
      manualId: manual.json().id,
      playerMadeId: playerMade.json().id,
      seats,
      admin: admin!,
      participant: participant!,
      stranger: stranger!,
      newcomer: newcomer!,
    };
  }

  const actorOf = (f: Fixture, role: Role): TestUser | undefined =>
    ({
      anonyme: undefined,
      inconnu: f.stranger,
      participant: f.participant,
      admin: f.admin,
      joueur: f.seats[1],
      arbitre: f.referee,
    })[role];

  /** A stream that opens never ends by itself: read its status over a real socket, then close it. */
  async function streamAnswer(url: string, actor: TestUser | undefined) {
    const stream = await openStream(app, url, actor);
    stream.close();
    return { statusCode: stream.status, json: () => null };
  }

  const statusOf = (row: Row, i: number) =>
    i < row.expected.length ? row.expected[i]! : REFEREE[`${row.method} ${row.path}`]!;
  const cells = [...ROWS, ...LEAGUE_ROWS].flatMap((row) =>
    ROLES.map((role, i) => [row.method, row.path, role, statusOf(row, i), row] as const),
  );

  it.each(cells)('%s %s as %s → %i', async (_method, _path, role, status, row) => {
    const f = row.changesFixture ? await fixture(row.consumesActor === true) : sharedFixture;
    const actor = actorOf(f, role);
    const payload = row.payload ? await row.payload(f, actor) : undefined;
    const response =
      row.stream && status === 200
        ? await streamAnswer(row.url(f), actor)
        : await call(app, actor, {
            method: row.method,
            url: row.url(f),
            payload,
            headers: typeof payload === 'string' ? { 'content-type': 'application/json' } : {},
          });
    // A refusal always carries a French `{detail}`.
    const refusal = { detail: expect.any(String) };
    const error = response.statusCode >= 400 ? response.json() : null;
    expect({ status: response.statusCode, error }).toEqual({ status, error: status >= 400 ? refusal : null });
  });

  it('covers every route of the contract', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/^\/api/, '')}`),
    );
    const covered = [...ROWS, ...LEAGUE_ROWS].map((row) => `${row.method} ${row.path}`);
    expect(documented.sort()).toEqual(covered.sort());
    expect(Object.keys(REFEREE).sort()).toEqual(covered.sort());
  });
});

/**
 * A hidden ranking, read by each role: the admin and the referee see every score; a player sees their own
 * game and their own total; another player of the tournament and a stranger see no other table's score.
 */
describe.each(backends)('hidden ranking on %s', (backend) => {
  type Reader = 'admin' | 'arbitre' | 'joueur' | 'autre' | 'inconnu';
  let app: FastifyInstance;
  let readers: Record<Reader, TestUser>;
  let seats: TestUser[];
  let tournamentId: string;
  let gameId: string;
  let manualId: string;
  beforeAll(async () => {
    app = await buildTestApp({ backend });
    const accounts = await registerUsers(app, 9, 'cache');
    const [admin, referee, other, stranger] = accounts as [TestUser, TestUser, TestUser, TestUser];
    seats = accounts.slice(4, 8);
    readers = { admin, arbitre: referee, joueur: seats[1]!, autre: other, inconnu: stranger };
    tournamentId = (
      await call(app, admin, {
        method: 'POST',
        url: '/api/tournois/',
        payload: {
          nom: 'Masqué',
          date_debut: '2025-09-20',
          classement_visible: false,
          joueurs: [...seats.map((seat) => seat.id), other.id],
        },
      })
    ).json().id;
    await call(app, admin, { method: 'PUT', url: `/api/tournois/${tournamentId}/arbitres/${referee.id}` });
    const ids = seats.map((seat) => seat.id);
    gameId = (
      await call(app, admin, {
        method: 'POST',
        url: '/api/parties/',
        payload: { joueurs: ids, tournois_id: tournamentId },
      })
    ).json().id;
    // 45 000 / 35 000 / 25 000 / 15 000: +30, +10, −10, −30.
    manualId = (
      await call(app, admin, {
        method: 'POST',
        url: '/api/parties/manuelle',
        payload: {
          joueurs: ids,
          scores: Object.fromEntries(ids.map((id, i) => [id, [45000, 35000, 25000, 15000][i]])),
          tournoi_id: tournamentId,
        },
      })
    ).json().id;
  });

  const sees = { admin: true, arbitre: true, joueur: true, autre: false, inconnu: false } as const;
  const readerCases = (Object.keys(sees) as Reader[]).map((reader) => [reader, sees[reader]] as const);

  it.each(readerCases)('GET /tournois/{id}/parties as %s: scores %s', async (reader, visible) => {
    const response = await call(app, readers[reader], {
      method: 'GET',
      url: `/api/tournois/${tournamentId}/parties`,
    });
    const observed =
      response.statusCode === 200
        ? response.json<{ scores?: unknown }[]>().map((game) => 'scores' in game)
        : response.statusCode;
    expect(observed).toEqual(reader === 'inconnu' ? 403 : [visible, visible]);
  });

  it.each(readerCases)('GET /tournois/{id}/classement as %s', async (reader) => {
    const response = await call(app, readers[reader], {
      method: 'GET',
      url: `/api/tournois/${tournamentId}/classement`,
    });
    const full = {
      classement: { [seats[0]!.id]: 30, [seats[1]!.id]: 10, [seats[2]!.id]: -10, [seats[3]!.id]: -30 },
      classement_visible: false,
      rangs: { [seats[0]!.id]: 1, [seats[1]!.id]: 2, [seats[2]!.id]: 3, [seats[3]!.id]: 4 },
      version: expect.any(String),
    };
    // A player keeps their own total; the other player has played nothing yet.
    const expected = {
      admin: { status: 200, body: full },
      arbitre: { status: 200, body: full },
      joueur: {
        status: 200,
        body: { classement: null, classement_visible: false, rangs: null, mon_total: 10 },
      },
      autre: {
        status: 200,
        body: { classement: null, classement_visible: false, rangs: null, mon_total: 0 },
      },
      inconnu: { status: 403, body: { detail: expect.any(String) } },
    }[reader];
    expect({ status: response.statusCode, body: response.json() }).toEqual(expected);
  });

  it.each(readerCases)('GET /parties/{id} and its journal as %s', async (reader, visible) => {
    const answers = await Promise.all(
      [`/api/parties/${manualId}`, `/api/parties/${manualId}/journal`].map((url) =>
        call(app, readers[reader], { method: 'GET', url }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(visible ? [200, 200] : [403, 403]);
  });

  it.each(readerCases)(
    'another player’s statistics as %s: the tournament’s games %s',
    async (reader, visible) => {
      const response = await call(app, readers[reader], {
        method: 'GET',
        url: `/api/users/${seats[0]!.id}/statistiques`,
      });
      expect(response.json().parties).toBe(visible ? 1 : 0);
    },
  );

  it.each(readerCases)('GET /tournois/{id}/faits-marquants as %s', async (reader) => {
    const response = await call(app, readers[reader], {
      method: 'GET',
      url: `/api/tournois/${tournamentId}/faits-marquants`,
    });
    const shown =
      response.statusCode === 200 ? response.json().faits_marquants !== null : response.statusCode;
    expect(shown).toBe({ admin: true, arbitre: true, joueur: false, autre: false, inconnu: 403 }[reader]);
  });

  it('the tournament stream sends a game’s scores only to the readers who may see them', async () => {
    const open = (reader: Reader) => openTournamentStream(app, tournamentId, readers[reader]);
    const streams = {
      admin: await open('admin'),
      arbitre: await open('arbitre'),
      joueur: await open('joueur'),
      autre: await open('autre'),
    };
    try {
      const added = await call(app, seats[0], {
        method: 'POST',
        url: `/api/parties/tours/${gameId}`,
        payload: draw([seats[0]!.id]),
      });
      expect(added.statusCode).toBe(201);
      for (const [reader, stream] of Object.entries(streams)) {
        const event = await stream.next();
        const data = event.data as { partie: { scores?: unknown }; classement_maj?: unknown };
        // The staff see the whole ranking (as what changed since their snapshot); players never get a
        // change, only their own total.
        expect({
          reader,
          scores: 'scores' in data.partie,
          change: 'classement_maj' in data,
          ranking: stream.ranking.ranking?.classement != null,
        }).toEqual({
          reader,
          scores: reader !== 'autre',
          change: reader === 'admin' || reader === 'arbitre',
          ranking: reader === 'admin' || reader === 'arbitre',
        });
      }
    } finally {
      Object.values(streams).forEach((stream) => stream.close());
    }
  });

  it('the public screen shows no table’s score and no ranking', async () => {
    const { jeton } = (
      await call(app, readers.admin, { method: 'POST', url: `/api/tournois/${tournamentId}/ecran` })
    ).json();
    const screen = (await call(app, undefined, { method: 'GET', url: `/api/public/ecrans/${jeton}` })).json();
    expect(screen.classement).toBeNull();
    expect(screen.tables).toHaveLength(1);
    const seatsShown = screen.tables.flatMap((table: { joueurs: object[] }) => table.joueurs);
    expect(seatsShown.map((seat: object) => 'score' in seat)).toEqual([false, false, false, false]);
  });
});

// A stranger may not read another account's data through the user routes either.
describe('per-user rules', () => {
  it('a user cannot rename another user', async () => {
    const app = await buildTestApp();
    const [a, b] = await registerUsers(app, 2);
    const response = await call(app, a, {
      method: 'PATCH',
      url: '/api/users/pseudo',
      payload: { user_id: b!.id, new_pseudo: 'volé' },
    });
    expect(response.statusCode).toBe(403);
    const stranger = await registerUser(app);
    expect((await call(app, stranger, { method: 'GET', url: '/api/users/mes-parties' })).json()).toEqual([]);
  });
});
