/**
 * Registration by link and its waiting list, check-in on the day (by the admin or a referee, or by the
 * venue's code), and the profiles organisers read. Every sign-up locks the tournament row: sign-ups at
 * once are counted one after the other, so that places are never exceeded and the waiting list keeps
 * the order in which they were taken.
 */
import { randomBytes } from 'node:crypto';
import { FINISHED, MAX_TOURNAMENT_PLAYERS } from '@mj/domain';
import type {
  CheckInResponse,
  JoinPreview,
  JoinResponse,
  MyRegistration,
  RegistrationRequest,
  RegistrationResponse,
  RegistrationState,
} from '@mj/contract';
import type { UserRow } from '../db/schema';
import { conflict, forbidden, notFound } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import type { Changes, Repositories, Transaction } from '../repositories';
import type { Tournament } from '../repositories/tournaments';
import { tournamentFor } from './access';
import { organiserProfiles } from './identity';

export const newToken = () => randomBytes(18).toString('base64url');

/** Players holding a place: substitutes come on top of the places. */
const placesTaken = (tournament: Tournament) =>
  tournament.joueurs.filter((id) => !tournament.remplacants.includes(id)).length;

/** A free place: within the places set, and under the cap of every tournament (512 players). */
const hasFreePlace = (tournament: Tournament, taken: number) =>
  tournament.joueurs.length < MAX_TOURNAMENT_PLAYERS &&
  (tournament.places === null || taken < tournament.places);

export function settingsOf(tournament: Tournament): RegistrationResponse {
  return {
    ouvertes: tournament.inscriptionsOuvertes,
    places: tournament.places,
    liste_attente: tournament.listeAttente,
    jeton: tournament.inscriptionJeton,
  };
}

/**
 * Gives free places to the first waiting players, in order (after a withdrawal, or more places). The
 * tournament row must be locked by the caller.
 */
export async function promoteWaiting(
  repos: Repositories,
  changes: Changes,
  tournament: Tournament,
  now: Date,
): Promise<void> {
  if (tournament.etat === FINISHED) return;
  const waiting = await repos.registrations.waitlist(tournament.id);
  let taken = placesTaken(tournament);
  for (const userId of waiting) {
    if (!hasFreePlace(tournament, taken)) break;
    await repos.registrations.removeWaiting(tournament.id, userId);
    await repos.tournaments.addPlayer(tournament.id, userId, { promuLe: now });
    taken += 1;
    changes.publish({ type: 'tournoi', tournamentId: tournament.id, raison: 'joueurs' });
  }
}

/** PUT /tournois/{id}/inscriptions (admin): opens, closes, sets the places, replaces the link. */
export async function setRegistration(
  transaction: Transaction,
  user: UserRow,
  tournamentId: string,
  request: RegistrationRequest,
  now: Date,
): Promise<RegistrationResponse> {
  return transaction(async (repos, changes) => {
    const tournament = await tournamentFor(repos, tournamentId, user, 'admin', true);
    if (request.ouvertes && tournament.etat === FINISHED)
      throw conflict(SERVER_MESSAGES.registrationTournamentFinished);
    const jeton =
      request.nouveau_lien || (request.ouvertes && !tournament.inscriptionJeton)
        ? newToken()
        : tournament.inscriptionJeton;
    const updated: Tournament = {
      ...tournament,
      inscriptionsOuvertes: request.ouvertes,
      places: request.places,
      listeAttente: request.liste_attente ?? tournament.listeAttente,
      inscriptionJeton: jeton,
    };
    await repos.registrations.saveSettings(tournament.id, {
      inscriptionsOuvertes: updated.inscriptionsOuvertes,
      places: updated.places,
      listeAttente: updated.listeAttente,
      inscriptionJeton: updated.inscriptionJeton,
    });
    // More places: the first waiting players get them at once.
    await promoteWaiting(repos, changes, updated, now);
    changes.publish({ type: 'tournoi', tournamentId: tournament.id, raison: 'joueurs' });
    return settingsOf(updated);
  });
}

/** GET /tournois/{id}/inscriptions (admin): settings, waiting list, venue code, the profiles shared with it. */
export async function registrationState(
  repos: Repositories,
  user: UserRow,
  tournamentId: string,
): Promise<RegistrationState> {
  const tournament = await tournamentFor(repos, tournamentId, user, 'admin');
  const attente = await repos.registrations.waitlist(tournament.id);
  const profiles = await organiserProfiles(repos, tournament, [...tournament.joueurs, ...attente]);
  return {
    ...settingsOf(tournament),
    attente,
    jeton_pointage: tournament.pointageJeton,
    profils: Object.fromEntries(profiles),
  };
}

async function statusOf(repos: Repositories, tournament: Tournament, userId: string) {
  if (tournament.joueurs.includes(userId)) return { statut: 'inscrit' as const, rang: null };
  const waiting = await repos.registrations.waitlist(tournament.id);
  const index = waiting.indexOf(userId);
  return index < 0 ? { statut: null, rang: null } : { statut: 'attente' as const, rang: index + 1 };
}

/** The tournament of a registration link, or 404 (unknown or replaced link). */
async function tournamentOfLink(repos: Repositories, token: string, lock: boolean): Promise<Tournament> {
  const id = lock
    ? await repos.registrations.lockByRegistrationToken(token)
    : await repos.registrations.findIdByRegistrationToken(token);
  const tournament = id ? await repos.tournaments.find(id) : undefined;
  if (!tournament) throw notFound(SERVER_MESSAGES.registrationLinkNotFound);
  return tournament;
}

/** GET /tournois/rejoindre/{jeton} (signed in): what the sign-up page shows. */
export async function joinPreview(repos: Repositories, user: UserRow, token: string): Promise<JoinPreview> {
  const tournament = await tournamentOfLink(repos, token, false);
  return {
    tournoi_id: tournament.id,
    nom: tournament.nom,
    date_debut: tournament.dateDebut.toISOString(),
    ouvertes: tournament.inscriptionsOuvertes && tournament.etat !== FINISHED,
    places: tournament.places,
    inscrits: placesTaken(tournament),
    ...(await statusOf(repos, tournament, user.id)),
  };
}

/**
 * POST /tournois/rejoindre/{jeton}: a place, else the end of the waiting list, else 409. Signing up
 * shares the player's identity with the tournament's organisers.
 */
export async function join(transaction: Transaction, user: UserRow, token: string): Promise<JoinResponse> {
  return transaction(async (repos, changes) => {
    const tournament = await tournamentOfLink(repos, token, true);
    if (!tournament.inscriptionsOuvertes || tournament.etat === FINISHED)
      throw conflict(SERVER_MESSAGES.registrationClosed);
    const current = await statusOf(repos, tournament, user.id);
    if (current.statut === 'inscrit') throw conflict(SERVER_MESSAGES.alreadyRegistered);
    if (current.statut === 'attente') throw conflict(SERVER_MESSAGES.alreadyWaiting(current.rang));
    changes.publish({ type: 'tournoi', tournamentId: tournament.id, raison: 'joueurs' });
    await repos.registrations.shareIdentity(tournament.id, user.id);
    if (hasFreePlace(tournament, placesTaken(tournament))) {
      await repos.tournaments.addPlayer(tournament.id, user.id);
      return { tournoi_id: tournament.id, statut: 'inscrit', rang: null };
    }
    if (!tournament.listeAttente) throw conflict(SERVER_MESSAGES.tournamentFull);
    await repos.registrations.addWaiting(tournament.id, user.id);
    const rang = (await repos.registrations.waitlist(tournament.id)).length;
    return { tournoi_id: tournament.id, statut: 'attente', rang };
  });
}

/**
 * DELETE /tournois/{id}/inscription: the caller leaves the waiting list, or gives up their place while
 * they have not played (the first waiting player takes it).
 */
export async function withdraw(
  transaction: Transaction,
  user: UserRow,
  tournamentId: string,
  now: Date,
): Promise<void> {
  await transaction(async (repos, changes) => {
    const tournament = await repos.tournaments.find(tournamentId, true);
    if (!tournament) throw notFound(SERVER_MESSAGES.tournamentNotFound);
    if (await repos.registrations.removeWaiting(tournament.id, user.id)) {
      changes.publish({ type: 'tournoi', tournamentId: tournament.id, raison: 'joueurs' });
      return;
    }
    if (!tournament.joueurs.includes(user.id)) throw notFound(SERVER_MESSAGES.notRegistered);
    await removePlayerAndPromote(repos, changes, tournament, user.id, now);
  });
}

/**
 * Takes a player who has not played out of the tournament (the others are marked absent instead) and
 * gives their place to the first waiting player.
 */
export async function removePlayerAndPromote(
  repos: Repositories,
  changes: Changes,
  tournament: Tournament,
  userId: string,
  now: Date,
): Promise<void> {
  const games = await repos.games.listForTournament(tournament.id);
  if (games.some((game) => game.joueurs.includes(userId))) throw conflict(SERVER_MESSAGES.playerHasPlayed);
  await repos.tournaments.removePlayer(tournament.id, userId);
  // The removed player's streams of the tournament close (routes/live.ts reads the players again).
  changes.publish({ type: 'tournoi', tournamentId: tournament.id, raison: 'joueurs' });
  await promoteWaiting(
    repos,
    changes,
    {
      ...tournament,
      joueurs: tournament.joueurs.filter((id) => id !== userId),
      remplacants: tournament.remplacants.filter((id) => id !== userId),
    },
    now,
  );
}

/** GET /tournois/mes-inscriptions: the caller's waiting lists and the places they got from one. */
export async function myRegistrations(repos: Repositories, user: UserRow): Promise<MyRegistration[]> {
  const entries: MyRegistration[] = [];
  for (const id of await repos.registrations.waitingTournaments(user.id)) {
    const tournament = await repos.tournaments.find(id);
    if (!tournament) continue;
    const { rang } = await statusOf(repos, tournament, user.id);
    entries.push({
      tournoi_id: id,
      nom: tournament.nom,
      date_debut: tournament.dateDebut.toISOString(),
      statut: 'attente',
      rang,
      promu_le: null,
    });
  }
  for (const [id, promuLe] of await repos.registrations.promotions(user.id)) {
    const tournament = await repos.tournaments.find(id);
    if (!tournament || tournament.etat === FINISHED) continue;
    entries.push({
      tournoi_id: id,
      nom: tournament.nom,
      date_debut: tournament.dateDebut.toISOString(),
      statut: 'inscrit',
      rang: null,
      promu_le: promuLe.toISOString(),
    });
  }
  return entries;
}

/** PUT / DELETE /tournois/{id}/presences/{userId} (admin, referee): ticks an arrival, or takes it back. */
export async function setCheckIn(
  transaction: Transaction,
  user: UserRow,
  tournamentId: string,
  userId: string,
  present: boolean,
): Promise<void> {
  await transaction(async (repos, changes) => {
    const tournament = await tournamentFor(repos, tournamentId, user, 'staff', true);
    if (!tournament.joueurs.includes(userId)) throw notFound(SERVER_MESSAGES.notTournamentPlayer);
    if (tournament.etat === FINISHED) throw conflict(SERVER_MESSAGES.checkInTournamentFinished);
    await repos.tournaments.setPresent(tournament.id, userId, present);
    changes.publish({ type: 'tournoi', tournamentId: tournament.id, raison: 'joueurs' });
  });
}

/** PUT /tournois/{id}/pointage (admin): a new venue code; the previous one stops working. */
export async function newCheckInCode(transaction: Transaction, user: UserRow, tournamentId: string) {
  return transaction(async (repos) => {
    const tournament = await tournamentFor(repos, tournamentId, user, 'admin', true);
    const jeton = newToken();
    await repos.registrations.setCheckInToken(tournament.id, jeton);
    return { jeton };
  });
}

/** POST /tournois/pointage/{jeton}: the player scanned the venue's code (and so shares their identity). */
export async function selfCheckIn(
  transaction: Transaction,
  user: UserRow,
  token: string,
): Promise<CheckInResponse> {
  return transaction(async (repos, changes) => {
    const id = await repos.registrations.findIdByCheckInToken(token);
    const tournament = id ? await repos.tournaments.find(id, true) : undefined;
    if (!tournament) throw notFound(SERVER_MESSAGES.checkInCodeNotFound);
    if (!tournament.joueurs.includes(user.id)) throw forbidden(SERVER_MESSAGES.checkInNotPlayer);
    if (tournament.etat === FINISHED) throw conflict(SERVER_MESSAGES.checkInTournamentFinished);
    await repos.tournaments.setPresent(tournament.id, user.id, true);
    await repos.registrations.shareIdentity(tournament.id, user.id);
    changes.publish({ type: 'tournoi', tournamentId: tournament.id, raison: 'joueurs' });
    return { tournoi_id: tournament.id, nom: tournament.nom };
  });
}
