/** Tournament writes and the ranking as each member may see it (its figures: services/standings.ts). */
import {
  countryAlpha3,
  FINISHED,
  initialGameState,
  MAX_TOURNAMENT_PLAYERS,
  MESSAGES,
  PLAYER_COUNT,
  rulesOf,
  sameRules,
  type StateName,
  teamStanding,
  validateRules,
  validateTournament,
} from '@mj/domain';
import type {
  CreateTournamentRequest,
  EditTournamentRequest,
  RankingResponse,
  TournamentGame,
  RegistrationResponse,
  Tournament as WireTournament,
} from '@mj/contract';
import { isStorableDate } from '../dates';
import type { GameRow, UserRow } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { unprocessable, conflict, notFound } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import type { Repositories, Transaction } from '../repositories';
import type { Tournament } from '../repositories/tournaments';
import { teamsOf, toGame, toTournament, withoutScores } from '../wire';
import { isRankingHiddenFrom, mayReadScores, tournamentFor } from './access';
import { finishRunningGames, validationRequiredFor } from './games';
import { freezeIdentities } from './identity';
import { assertLeagueAttachable } from './leagues';
import { cacheOf } from './replay';
import { newToken, removePlayerAndPromote, settingsOf } from './registration';
import { withVersion } from './ranking-change';
import { standingOf, type Standing } from './standings';

/** GET /tournois: the tournaments the user plays in or administers. */
export async function tournamentsOf(repos: Repositories, user: UserRow): Promise<WireTournament[]> {
  return (await repos.tournaments.listForUser(user.id)).map(toTournament);
}

/**
 * GET /tournois/{id}: for its members. Tournaments leave the services on the wire (`toTournament`):
 * every route answers the same shape from one mapping.
 */
export async function tournamentOf(repos: Repositories, user: UserRow, id: string): Promise<WireTournament> {
  return toTournament(await tournamentFor(repos, id, user, 'member'));
}

/** A tournament's game as `user` may read it: without its scores when a hidden ranking keeps them. */
export function gameAsSeenBy(tournament: Tournament, user: UserRow, game: GameRow): TournamentGame {
  return mayReadScores(tournament, user, game) ? toGame(game) : withoutScores(toGame(game));
}

/** GET /tournois/{id}/parties: its games, for its members (scores as `gameAsSeenBy`). */
export async function tournamentGames(
  repos: Repositories,
  user: UserRow,
  tournamentId: string,
): Promise<TournamentGame[]> {
  const tournament = await tournamentFor(repos, tournamentId, user, 'member');
  return (await repos.games.listForTournament(tournament.id)).map((game) =>
    gameAsSeenBy(tournament, user, game),
  );
}

export async function createTournament(
  transaction: Transaction,
  user: UserRow,
  input: CreateTournamentRequest,
): Promise<WireTournament & { inscriptions?: RegistrationResponse }> {
  const valid = validateTournament({
    nom: input.nom,
    date_debut: input.date_debut,
    joueurs: input.joueurs,
    inscriptions: input.inscriptions !== undefined,
  });
  if (!valid.ok) throw unprocessable(valid.error);
  const dateDebut = new Date(valid.value.date_debut);
  if (!isStorableDate(dateDebut)) throw unprocessable(MESSAGES.tournamentStartDateRequired);
  const rules = validateRules(input.regles);
  if (!rules.ok) throw unprocessable(rules.error);
  return transaction(async (repos) => {
    const active = await repos.users.activeIds(valid.value.joueurs);
    if (!valid.value.joueurs.every((id) => active.has(id)))
      throw unprocessable(SERVER_MESSAGES.unknownPlayers);
    const created = await repos.tournaments.create({
      nom: valid.value.nom,
      dateDebut,
      // The schema's default has filled it (a type cannot say so).
      classementVisible: input.classement_visible ?? true,
      regles: rules.value.regles,
      adminId: user.id,
      joueurs: valid.value.joueurs,
      validationFeuilles: input.validation_feuilles ?? 'aucune',
      departage: input.departage ?? 'partage',
      rondesPrevues: input.rondes_prevues ?? null,
    });
    if (!input.inscriptions) return toTournament(created);
    // Registration opens with the tournament, in the same transaction: its link is in the answer.
    const registration = {
      inscriptionsOuvertes: true,
      places: input.inscriptions.places,
      listeAttente: input.inscriptions.liste_attente ?? true,
      inscriptionJeton: newToken(),
    };
    await repos.registrations.saveSettings(created.id, registration);
    const opened = { ...created, ...registration };
    return { ...toTournament(opened), inscriptions: settingsOf(opened) };
  });
}

/**
 * POST /tournois/{id}/joueurs/add: the admin adds a player by hand (beyond the places: the admin
 * decides), or a substitute. A player on the waiting list leaves it.
 */
export async function addTournamentPlayer(
  transaction: Transaction,
  user: UserRow,
  tournamentId: string,
  body: string | { user_id: string; remplacant?: boolean },
) {
  const { user_id: userId, remplacant = false } = typeof body === 'string' ? { user_id: body } : body;
  try {
    return await transaction(async (repos, changes) => {
      const tournament = await tournamentFor(repos, tournamentId, user, 'admin', true);
      const active = await repos.users.activeIds([userId]);
      if (!active.has(userId)) throw notFound(SERVER_MESSAGES.userNotFound);
      if (tournament.joueurs.includes(userId)) throw conflict(SERVER_MESSAGES.alreadyTournamentPlayer);
      if (tournament.joueurs.length >= MAX_TOURNAMENT_PLAYERS)
        throw unprocessable(SERVER_MESSAGES.tournamentAtCap(MAX_TOURNAMENT_PLAYERS));
      await repos.registrations.removeWaiting(tournament.id, userId);
      await repos.tournaments.addPlayer(tournament.id, userId, { remplacant });
      changes.publish({ type: 'tournoi', tournamentId: tournament.id, raison: 'joueurs' });
      return toTournament({
        ...tournament,
        joueurs: [...tournament.joueurs, userId],
        remplacants: remplacant ? [...tournament.remplacants, userId] : tournament.remplacants,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SERVER_MESSAGES.alreadyTournamentPlayer);
    throw error;
  }
}

/**
 * PATCH /tournois/{id}/admin: the admin hands the tournament to one of its players, whose account still
 * exists (so that an admin can delete their account and leave someone to manage it).
 */
export async function handOverTournament(
  transaction: Transaction,
  user: UserRow,
  tournamentId: string,
  adminId: string,
) {
  return transaction(async (repos, changes) => {
    const tournament = await tournamentFor(repos, tournamentId, user, 'admin', true);
    // The new admin's row, locked: an account deletion under way finishes first and is seen here.
    await repos.users.lock(adminId);
    const active = await repos.users.activeIds([adminId]);
    if (adminId === user.id || !tournament.joueurs.includes(adminId) || !active.has(adminId)) {
      throw unprocessable(SERVER_MESSAGES.newAdminNotPlayer);
    }
    await repos.tournaments.setAdmin(tournament.id, adminId);
    // The former admin's streams close on every process unless they still play (routes/live.ts).
    changes.publish({ type: 'tournoi', tournamentId: tournament.id, raison: 'joueurs' });
    return toTournament({ ...tournament, adminId });
  });
}

/**
 * What a hidden ranking still tells of the formats: the stages (who qualified is known in the room) without
 * their figures, and no team standing (a team's total would give away its members').
 */
function hiddenFormats(tournament: Tournament) {
  return {
    ...(tournament.phases.length > 0
      ? { phases: tournament.phases.map((stage) => ({ ...stage, reportes: {}, points: {} })) }
      : {}),
    ...(tournament.equipes.length > 0 ? { equipes: null } : {}),
  };
}

/**
 * The ranking as a member sees it: hidden (null) from players while masked, finished tournament or not
 * (finishing does not publish it: the admin does, from the results page); a hidden ranking still tells
 * a player their own total. `ranking` when already read (a tournament stream reads it once per event for
 * all its readers).
 */
export async function visibleRanking(
  repos: Repositories,
  user: UserRow,
  tournament: Tournament,
  ranking?: Standing,
): Promise<RankingResponse> {
  const hidden = isRankingHiddenFrom(tournament, user);
  const playing = tournament.joueurs.includes(user.id);
  if (hidden && !playing)
    return { classement: null, classement_visible: false, rangs: null, ...hiddenFormats(tournament) };
  const full = ranking ?? (await standingOf(repos, tournament));
  if (hidden) {
    return {
      classement: null,
      classement_visible: false,
      rangs: null,
      mon_total: full.points[user.id] ?? 0,
      ...hiddenFormats(tournament),
    };
  }
  return wholeRanking(tournament, full);
}

/**
 * Each standing's whole ranking, with the tournament settings it was built under: the standing is kept
 * per write (standings.ts), so every read between two writes shares one ranking and one version digest.
 */
const wholeRankings = new WeakMap<Standing, { settings: string; ranking: RankingResponse }>();

/**
 * The ranking as every reader who may see all of it reads it (the same for each of them), with its
 * version: a live stream sends what changed since the version it sent before (services/live.ts). The
 * object is shared by its readers: never change it.
 */
export function wholeRanking(tournament: Tournament, full: Standing): RankingResponse {
  // What the ranking reads from the tournament beside the standing (the visibility can change alone).
  const settings = JSON.stringify([
    tournament.classementVisible,
    tournament.phases.length > 0,
    tournament.equipes,
    tournament.equipesComptees,
  ]);
  const kept = wholeRankings.get(full);
  if (kept?.settings === settings) return kept.ranking;
  const ranking = buildWholeRanking(tournament, full);
  wholeRankings.set(full, { settings, ranking });
  return ranking;
}

function buildWholeRanking(tournament: Tournament, full: Standing): RankingResponse {
  return withVersion({
    classement: full.points,
    classement_visible: tournament.classementVisible,
    rangs: full.places,
    ...(tournament.phases.length > 0 ? { phases: full.phases } : {}),
    ...(tournament.equipes.length > 0
      ? { equipes: teamStanding(teamsOf(tournament), full.points, tournament.equipesComptees) }
      : {}),
  });
}

/**
 * New rules for a tournament: refused (409) once one of its games has a round or final scores; its games
 * without any yet take the new rules and start again at their start points.
 */
async function changeRules(repos: Repositories, tournament: Tournament, regles: unknown) {
  const valid = validateRules(regles);
  if (!valid.ok) throw unprocessable(valid.error);
  if (sameRules(valid.value.regles, tournament.regles)) return tournament.regles;
  const games = await repos.games.listForTournament(tournament.id, true);
  if (games.some((game) => game.nbTours > 0 || game.manual)) throw conflict(MESSAGES.rulesLocked);
  const rules = rulesOf(valid.value.regles);
  for (const game of games)
    await repos.games.setRules(
      game.id,
      valid.value.regles,
      cacheOf(initialGameState(game.joueurs, rules), []),
    );
  return valid.value.regles;
}

/** Where the tournament is played (the EMA's workbook): a city, an ISO alpha-2 country; "" clears. */
function validPlace(input: { ville?: string | null | undefined; pays?: string | null | undefined }) {
  const place: { ville?: string | null; pays?: string | null } = {};
  if (input.ville !== undefined) {
    const ville = input.ville?.normalize('NFC').trim() || null;
    if (ville && [...ville].length > 100) throw unprocessable(SERVER_MESSAGES.tournamentCityTooLong);
    place.ville = ville;
  }
  if (input.pays !== undefined) {
    const pays = input.pays?.trim().toUpperCase() || null;
    if (pays && !countryAlpha3(pays)) throw unprocessable(SERVER_MESSAGES.tournamentCountry);
    place.pays = pays;
  }
  return place;
}

/**
 * The fixed tables the admin sets (the whole map replaces the stored one): players of the tournament (or
 * its admin, who may sit), at a table the field has (⌊players / 4⌋), one player per table: the seating
 * keeps each fixed player's group at that table, and two players fixed together would meet every ronde.
 */
function validFixedTables(tournament: Tournament, fixed: Readonly<Record<string, number>>) {
  const field = new Set([...tournament.joueurs, tournament.adminId]);
  const tables = Math.floor(field.size / PLAYER_COUNT);
  const taken = new Set<number>();
  for (const [userId, table] of Object.entries(fixed)) {
    if (!field.has(userId)) throw unprocessable(SERVER_MESSAGES.fixedTablePlayer);
    if (table > tables) throw unprocessable(SERVER_MESSAGES.fixedTableOutOfField(tables));
    if (taken.has(table)) throw unprocessable(SERVER_MESSAGES.fixedTableShared(table));
    taken.add(table);
  }
  return { ...fixed };
}

/**
 * The league the tournament's games count in: the admin attaches it to a league they administer, or
 * detaches it (null); unchanged when not sent.
 */
async function attachedLeague(
  repos: Repositories,
  tournament: Tournament,
  user: UserRow,
  ligueId: string | null | undefined,
): Promise<string | null> {
  if (ligueId === undefined || ligueId === tournament.leagueId) return tournament.leagueId;
  if (ligueId !== null) await assertLeagueAttachable(repos, ligueId, user);
  return ligueId;
}

/** The admin edits the name, the start date, the place, (while no game has begun) the rules and the officiating settings. */
export async function editTournament(
  transaction: Transaction,
  user: UserRow,
  tournamentId: string,
  input: EditTournamentRequest,
): Promise<WireTournament> {
  const place = validPlace(input);
  return transaction(async (repos, changes) => {
    const tournament = await tournamentFor(repos, tournamentId, user, 'admin', true);
    const valid = validateTournament({
      nom: input.nom ?? tournament.nom,
      date_debut: input.date_debut ?? tournament.dateDebut.toISOString(),
      joueurs: tournament.joueurs,
    });
    if (!valid.ok) throw unprocessable(valid.error);
    const dateDebut = new Date(valid.value.date_debut);
    if (!isStorableDate(dateDebut)) throw unprocessable(MESSAGES.tournamentStartDateRequired);
    const regles =
      input.regles === undefined ? tournament.regles : await changeRules(repos, tournament, input.regles);
    const settings = {
      nom: valid.value.nom,
      dateDebut,
      ...place,
      regles,
      validationFeuilles: input.validation_feuilles ?? tournament.validationFeuilles,
      departage: input.departage ?? tournament.departage,
      rondesPrevues: input.rondes_prevues === undefined ? tournament.rondesPrevues : input.rondes_prevues,
      tablesFixes:
        input.tables_fixes === undefined
          ? tournament.tablesFixes
          : validFixedTables(tournament, input.tables_fixes),
      separerClubs: input.separer_clubs ?? tournament.separerClubs,
      leagueId: await attachedLeague(repos, tournament, user, input.ligue_id),
    };
    await repos.tournaments.rename(tournament.id, settings);
    if (settings.validationFeuilles !== tournament.validationFeuilles)
      await applyValidationSetting(repos, { ...tournament, ...settings });
    changes.publish({ type: 'tournoi', tournamentId: tournament.id, raison: 'etat' });
    return toTournament({ ...tournament, ...settings });
  });
}

/**
 * After the sheets setting changed: with « arbitre » every game needs a validation; without, only the
 * games with a reason of their own still do (made up by a player, final scores a player entered), so
 * that switching the setting on and off never lets an unchecked result count.
 */
async function applyValidationSetting(repos: Repositories, tournament: Tournament): Promise<void> {
  const games = await repos.games.listForTournament(tournament.id);
  const required = (game: GameRow) => validationRequiredFor(tournament, game.validationReason);
  await repos.games.setValidationRequired(
    games.filter(required).map((game) => game.id),
    true,
  );
  await repos.games.setValidationRequired(
    games.filter((game) => !required(game)).map((game) => game.id),
    false,
  );
}

/** The tournament (locked, admin only) and one of its players, or 404. */
async function tournamentPlayer(repos: Repositories, user: UserRow, tournamentId: string, userId: string) {
  const tournament = await tournamentFor(repos, tournamentId, user, 'admin', true);
  if (!tournament.joueurs.includes(userId)) throw notFound(SERVER_MESSAGES.notTournamentPlayer);
  return tournament;
}

/**
 * Removes a player who has not played in the tournament yet (the others are marked absent instead), or
 * takes someone off the waiting list; a freed place goes to the first waiting player.
 */
export async function removeTournamentPlayer(
  transaction: Transaction,
  user: UserRow,
  tournamentId: string,
  userId: string,
  now: Date,
): Promise<void> {
  await transaction(async (repos, changes) => {
    const tournament = await tournamentFor(repos, tournamentId, user, 'admin', true);
    if (await repos.registrations.removeWaiting(tournament.id, userId)) {
      changes.publish({ type: 'tournoi', tournamentId: tournament.id, raison: 'joueurs' });
      return;
    }
    if (!tournament.joueurs.includes(userId)) throw notFound(SERVER_MESSAGES.notTournamentPlayer);
    await removePlayerAndPromote(repos, changes, tournament, userId, now);
  });
}

/** An absent player is left out of the next rondes by default; their games and points stay. */
export async function setPlayerAbsent(
  transaction: Transaction,
  user: UserRow,
  tournamentId: string,
  userId: string,
  absent: boolean,
): Promise<WireTournament> {
  return transaction(async (repos, changes) => {
    const tournament = await tournamentPlayer(repos, user, tournamentId, userId);
    await repos.tournaments.setAbsent(tournament.id, userId, absent);
    changes.publish({ type: 'tournoi', tournamentId: tournament.id, raison: 'joueurs' });
    return toTournament((await repos.tournaments.find(tournament.id)) as Tournament);
  });
}

export async function deleteTournamentGame(
  transaction: Transaction,
  user: UserRow,
  tournamentId: string,
  gameId: string,
) {
  return transaction(async (repos, changes) => {
    const tournament = await tournamentFor(repos, tournamentId, user, 'admin', true);
    const game = await repos.games.find(gameId, true);
    if (!game || game.tournamentId !== tournament.id) throw notFound(SERVER_MESSAGES.gameNotFound);
    await repos.games.delete(game.id);
    changes.publish({ type: 'supprimee', gameId: game.id, tournamentId: game.tournamentId });
    const remaining = await repos.games.listForTournament(tournament.id);
    return {
      parties: remaining.map((g) => g.id),
      classement: (await standingOf(repos, tournament)).points,
    };
  });
}

export async function setTournamentState(
  transaction: Transaction,
  user: UserRow,
  tournamentId: string,
  newState: StateName,
  now: Date,
) {
  return transaction(async (repos, changes) => {
    const tournament = await tournamentFor(repos, tournamentId, user, 'admin', true);
    if (tournament.etat === newState) throw conflict(SERVER_MESSAGES.tournamentAlreadyInState(newState));
    const dateFin = newState === FINISHED ? now : null;
    if (newState === FINISHED) {
      await finishRunningGames(repos, changes, tournament.id, { userId: user.id, now });
      await freezeIdentities(repos, tournament);
    }
    await repos.tournaments.setState(tournament.id, newState, dateFin);
    changes.publish({ type: 'tournoi', tournamentId: tournament.id, raison: 'etat' });
    return { etat: newState, date_fin: dateFin?.toISOString() ?? null };
  });
}

export async function setRankingVisible(
  transaction: Transaction,
  user: UserRow,
  tournamentId: string,
  visible: boolean,
) {
  return transaction(async (repos, changes) => {
    const tournament = await tournamentFor(repos, tournamentId, user, 'admin', true);
    await repos.tournaments.setRankingVisible(tournament.id, visible);
    changes.publish({ type: 'tournoi', tournamentId: tournament.id, raison: 'classement' });
    return { classement_visible: visible };
  });
}
