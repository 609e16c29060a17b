/**
 * Rondes: every table of a tournament starts together. A ronde is proposed (seated by the domain's
 * seatRonde from every earlier game of the tournament) and then created with its games in one
 * transaction, the tournament row locked: two taps at once create one ronde, the second one finds the
 * first one's games running (and the (tournament, numero) key is the last line of defence).
 */
import { randomInt } from 'node:crypto';
import {
  FINISHED,
  IN_PROGRESS,
  initialGameState,
  MAX_TOURNAMENT_PLAYERS,
  rondeQuality,
  rulesOf,
} from '@mj/domain';
import type { RondeMode, RondeQuality, SeatingTeam } from '@mj/domain';
import type { GameRow, RondeRow, UserRow } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { unprocessable, conflict, notFound } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import type { Repositories, Transaction } from '../repositories';
import type { Tournament } from '../repositories/tournaments';
import { tournamentFor } from './access';
import { applyClockAction, toClock, type ClockAction } from './clock';
import { cacheOf } from './replay';
import { gameChanged } from './games';
import { standingOf } from './standings';
import type { Seat } from '../seating/pool';
import { fixedTablesOf } from '../wire';
import { checkStagePlayers, seatingTeams, stagePlayers } from './formats';
import { organiserProfiles } from './identity';

export interface RondeRequest {
  mode: RondeMode;
  /** The players present; default: the tournament's players not marked absent. */
  joueurs?: string[] | undefined;
  /** Tables fixed by the admin (a proposal, possibly with players swapped): used as they are. */
  tables?: string[][] | undefined;
  /** The proposal's seed, stored with the ronde. */
  graine?: number | undefined;
  /** Players who keep a table for this ronde: id → table number, over the tournament's stored ones. */
  tables_fixes?: Record<string, number> | undefined;
}

export interface RondePlan {
  numero: number;
  mode: RondeMode;
  graine: number;
  tables: string[][];
  qualite: RondeQuality;
}

const MAX_SEED = 2 ** 31;

export const rondeGameName = (numero: number, table: number) => `Ronde ${numero} – Table ${table}`;

/**
 * The players seated by default: once check-in is used, those checked in, else the players not marked
 * absent; substitutes only when the admin seats them; accounts that still exist.
 */
async function defaultPresent(repos: Repositories, tournament: Tournament): Promise<string[]> {
  const checkIn = tournament.presents.length > 0;
  // In a stage, only its qualifiers play on.
  const present = stagePlayers(tournament).filter(
    (id) =>
      !tournament.absents.includes(id) &&
      !tournament.remplacants.includes(id) &&
      (!checkIn || tournament.presents.includes(id)),
  );
  const active = await repos.users.activeIds(present);
  return present.filter((id) => active.has(id));
}

async function checkPresent(repos: Repositories, tournament: Tournament, present: string[]) {
  if (new Set(present).size !== present.length) throw unprocessable(SERVER_MESSAGES.duplicatePlayers);
  const allowed = new Set([...tournament.joueurs, tournament.adminId]);
  const active = await repos.users.activeIds(present);
  if (!present.every((id) => allowed.has(id) && active.has(id)))
    throw unprocessable(SERVER_MESSAGES.rondePlayerNotInTournament);
  if (present.length === 0 || present.length % 4 !== 0)
    throw unprocessable(SERVER_MESSAGES.rondePlayerCount(present.length));
  if (present.length > MAX_TOURNAMENT_PLAYERS)
    throw unprocessable(SERVER_MESSAGES.tournamentAtCap(MAX_TOURNAMENT_PLAYERS));
}

/**
 * The clubs the seating keeps apart where it can (`separer_clubs`, on by default): players grouped by the
 * club of the profile they shared with the tournament, its spelling's case and spaces aside.
 */
async function seatingClubs(repos: Repositories, tournament: Tournament): Promise<SeatingTeam[]> {
  if (!tournament.separerClubs) return [];
  const clubs = new Map<string, SeatingTeam & { players: string[] }>();
  for (const [id, profile] of await organiserProfiles(repos, tournament, tournament.joueurs)) {
    const name = profile.club?.trim().replace(/\s+/g, ' ');
    if (!name) continue;
    const key = name.normalize('NFC').toLocaleLowerCase('fr-FR');
    const club = clubs.get(key) ?? { name, players: [] };
    club.players.push(id);
    clubs.set(key, club);
  }
  return [...clubs.values()].filter((club) => club.players.length > 1);
}

/** The next ronde's tables (nothing written), or the contract's refusal. */
async function planRonde(
  repos: Repositories,
  tournament: Tournament,
  request: RondeRequest,
  seat: Seat,
): Promise<RondePlan> {
  if (tournament.etat === FINISHED) throw conflict(SERVER_MESSAGES.rondeTournamentFinished);
  const games = await repos.games.listForTournament(tournament.id);
  if (games.some((game) => game.etat === IN_PROGRESS)) throw conflict(SERVER_MESSAGES.rondeGameRunning);
  const present = request.tables?.flat() ?? request.joueurs ?? (await defaultPresent(repos, tournament));
  await checkPresent(repos, tournament, present);
  checkStagePlayers(tournament, present);
  const rondes = await repos.rondes.listForTournament(tournament.id);
  const numero = (rondes.at(-1)?.numero ?? 0) + 1;
  const graine = request.graine ?? randomInt(MAX_SEED);
  const history = {
    pastTables: games.map((game) => game.joueurs),
    pastTableNumbers: games.map((game) => game.tableNumber),
    // The request's fixed tables add to the stored ones; a player named in both takes the request's.
    fixedTables: { ...fixedTablesOf(tournament), ...request.tables_fixes },
    teams: seatingTeams(tournament),
  };
  const quality = (tables: string[][]) => ({
    numero,
    mode: request.mode,
    graine,
    tables,
    qualite: rondeQuality(history, tables),
  });
  if (request.tables) return quality(request.tables);
  // Off the event loop: a worker thread seats the ronde (seating/pool.ts).
  const seated = await seat(
    {
      ...history,
      mode: request.mode,
      players: present,
      roster: stagePlayers(tournament),
      ...(request.mode === 'equilibre'
        ? { clubs: await seatingClubs(repos, tournament) }
        : { ranking: (await standingOf(repos, tournament)).points }),
      hiddenRanking: !tournament.classementVisible,
      // The admin's planned rondes: the no-repeat schedule is drawn that far ahead.
      plannedRondes: tournament.rondesPrevues ?? undefined,
      seed: graine,
    },
    tournament.id,
  );
  if (!seated.ok) throw unprocessable(seated.error);
  return quality(seated.value);
}

/** The proposal the admin sees before confirming: same checks as the creation, nothing written. */
export async function proposeRonde(
  repos: Repositories,
  user: UserRow,
  tournamentId: string,
  request: RondeRequest,
  seat: Seat,
) {
  const tournament = await tournamentFor(repos, tournamentId, user, 'staff');
  const plan = await planRonde(repos, tournament, request, seat);
  return { ...plan, tables: plan.tables.map((joueurs, i) => ({ table: i + 1, joueurs })) };
}

/** A ronde on the wire: its tables in order, each with its game, and its clock. */
export function toRonde(ronde: RondeRow, games: readonly GameRow[], now: Date) {
  const tables = games
    .filter((game) => game.ronde === ronde.numero && game.tableNumber !== null)
    .sort((a, b) => (a.tableNumber ?? 0) - (b.tableNumber ?? 0))
    .map((game) => ({ table: game.tableNumber as number, partie_id: game.id, joueurs: game.joueurs }));
  return {
    numero: ronde.numero,
    mode: ronde.mode,
    cree_le: ronde.createdAt.toISOString(),
    tables,
    horloge: toClock(ronde, now),
  };
}

export type WireRonde = ReturnType<typeof toRonde>;

export async function createRonde(
  transaction: Transaction,
  user: UserRow,
  tournamentId: string,
  request: RondeRequest,
  now: Date,
  seat: Seat,
): Promise<WireRonde> {
  try {
    return await transaction(async (repos, changes) => {
      const tournament = await tournamentFor(repos, tournamentId, user, 'staff', true);
      const plan = await planRonde(repos, tournament, request, seat);
      const ronde = await repos.rondes.insert({
        tournamentId: tournament.id,
        numero: plan.numero,
        mode: plan.mode,
        seed: plan.graine,
      });
      const games: GameRow[] = [];
      for (const [i, joueurs] of plan.tables.entries()) {
        games.push(
          await repos.games.insert({
            nom: rondeGameName(plan.numero, i + 1),
            joueurs,
            creatorId: user.id,
            tournamentId: tournament.id,
            regles: tournament.regles,
            manual: false,
            etat: IN_PROGRESS,
            dateDebut: now,
            dateFin: null,
            ronde: plan.numero,
            tableNumber: i + 1,
            ...cacheOf(initialGameState(joueurs, rulesOf(tournament.regles)), []),
            validationRequired: tournament.validationFeuilles === 'arbitre',
          }),
        );
      }
      changes.publish({ type: 'tournoi', tournamentId: tournament.id, raison: 'ronde' });
      return toRonde(ronde, games, now);
    });
  } catch (error) {
    // Only reachable without the tournament row lock: another ronde took this number first.
    if (isUniqueViolation(error)) throw conflict(SERVER_MESSAGES.rondeGameRunning);
    throw error;
  }
}

export async function listRondes(repos: Repositories, user: UserRow, tournamentId: string, now: Date) {
  const tournament = await tournamentFor(repos, tournamentId, user, 'member');
  const [rondes, games] = await Promise.all([
    repos.rondes.listForTournament(tournament.id),
    repos.games.listForTournament(tournament.id),
  ]);
  return rondes.map((ronde) => toRonde(ronde, games, now));
}

/** The tournament (locked, admin or referee), the ronde `numero` and its games, or 404. */
async function rondeFor(repos: Repositories, user: UserRow, tournamentId: string, numero: number) {
  const tournament = await tournamentFor(repos, tournamentId, user, 'staff', true);
  const ronde = await repos.rondes.find(tournament.id, numero);
  if (!ronde) throw notFound(SERVER_MESSAGES.rondeNotFound);
  const games = (await repos.games.listForTournament(tournament.id, true)).filter((g) => g.ronde === numero);
  return { tournament, ronde, games };
}

/** Cancels the last ronde while none of its games has a round: its games go with it. */
export async function deleteRonde(
  transaction: Transaction,
  user: UserRow,
  tournamentId: string,
  numero: number,
) {
  await transaction(async (repos, changes) => {
    const { tournament, games } = await rondeFor(repos, user, tournamentId, numero);
    const rondes = await repos.rondes.listForTournament(tournament.id);
    if (rondes.at(-1)?.numero !== numero) throw conflict(SERVER_MESSAGES.rondeNotLast);
    if (games.some((game) => game.nbTours > 0)) throw conflict(SERVER_MESSAGES.rondeHasRounds);
    for (const game of games) {
      await repos.games.delete(game.id);
      changes.publish({ type: 'supprimee', gameId: game.id, tournamentId: tournament.id });
    }
    await repos.rondes.delete(tournament.id, numero);
    changes.publish({ type: 'tournoi', tournamentId: tournament.id, raison: 'ronde' });
  });
}

export async function updateClock(
  transaction: Transaction,
  user: UserRow,
  tournamentId: string,
  numero: number,
  action: ClockAction,
  now: Date,
) {
  return transaction(async (repos, changes) => {
    const { tournament, ronde, games } = await rondeFor(repos, user, tournamentId, numero);
    if (tournament.etat === FINISHED) throw conflict(SERVER_MESSAGES.rondeTournamentFinished);
    changes.publish({ type: 'tournoi', tournamentId: tournament.id, raison: 'ronde' });
    const tables = games.map((game) => game.tableNumber ?? 0);
    const clock = applyClockAction(ronde, action, tables, now);
    return toClock(await repos.rondes.saveClock(tournament.id, numero, clock), now);
  });
}

/**
 * POST /tournois/{id}/rondes/{numero}/remplacements: a substitute takes an absent player's seat for a
 * ronde, before their table's first round. The absent player is marked absent for the next rondes.
 */
export async function substitutePlayer(
  transaction: Transaction,
  user: UserRow,
  tournamentId: string,
  numero: number,
  request: { joueur: string; remplacant: string },
  now: Date,
): Promise<WireRonde> {
  return transaction(async (repos, changes) => {
    const { tournament, ronde, games } = await rondeFor(repos, user, tournamentId, numero);
    const table = games.find((game) => game.joueurs.includes(request.joueur));
    if (!table) throw notFound(SERVER_MESSAGES.substitutedNotSeated);
    if (!tournament.joueurs.includes(request.remplacant))
      throw unprocessable(SERVER_MESSAGES.substituteNotPlayer);
    // A player whose account was deleted since stays in the list as « Joueur anonyme »: not a substitute.
    if (!(await repos.users.activeIds([request.remplacant])).has(request.remplacant))
      throw unprocessable(SERVER_MESSAGES.substituteDeleted);
    if (games.some((game) => game.joueurs.includes(request.remplacant)))
      throw conflict(SERVER_MESSAGES.substituteAlreadyPlaying);
    if (table.nbTours > 0 || table.etat !== IN_PROGRESS) throw conflict(SERVER_MESSAGES.substitutionTooLate);
    const joueurs = table.joueurs.map((id) => (id === request.joueur ? request.remplacant : id));
    const replaced = await repos.games.replacePlayers(
      table.id,
      joueurs,
      // The table starts again at its own rules' start points (25 000 under M-League or WRC).
      cacheOf(initialGameState(joueurs, rulesOf(table.regles)), []),
    );
    await repos.tournaments.setAbsent(tournament.id, request.joueur, true);
    changes.publish(gameChanged(table));
    changes.publish({ type: 'tournoi', tournamentId: tournament.id, raison: 'ronde' });
    return toRonde(
      ronde,
      games.map((game) => (game.id === table.id ? replaced : game)),
      now,
    );
  });
}
