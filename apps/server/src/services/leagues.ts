/**
 * Leagues: members and admins, the invitation link, and the rule every league game follows (its players
 * are members). Only members see a league (others get 404, as for an id that does not exist); only its
 * admins change it (403). The last admin cannot leave (409).
 */
import { randomBytes } from 'node:crypto';
import { validateLeagueName } from '@mj/domain';
import type { InvitationResponse, League as WireLeague, LeagueJoinResponse } from '@mj/contract';
import type { UserRow } from '../db/schema';
import { conflict, forbidden, notFound, unprocessable } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import type { Repositories, Transaction } from '../repositories';
import type { League } from '../repositories/leagues';

const newToken = () => randomBytes(18).toString('base64url');

export const toLeague = (league: League): WireLeague => ({
  id: league.id,
  nom: league.nom,
  admins: league.admins,
  membres: league.membres,
  cree_le: league.createdAt.toISOString(),
});

export const isLeagueAdmin = (league: League, userId: string) => league.admins.includes(userId);

export type LeagueRole = 'member' | 'admin';

/**
 * The league for one of its members (404 for anyone else, with `missing` as the sentence: a season's
 * reader is told about the season), or for one of its admins (403 for a member).
 */
export async function leagueFor(
  repos: Repositories,
  id: string,
  user: UserRow,
  role: LeagueRole,
  lock = false,
  missing: string = SERVER_MESSAGES.leagueNotFound,
): Promise<League> {
  const league = await repos.leagues.find(id, lock);
  const member = league?.membres.includes(user.id) ? { admin: isLeagueAdmin(league, user.id) } : undefined;
  requireRole(member, role, missing);
  return league as League;
}

/** 404 for who is not a member (`missing` as the sentence), 403 for a member where an admin is needed. */
function requireRole(member: { admin: boolean } | undefined, role: LeagueRole, missing: string): void {
  if (!member) throw notFound(missing);
  if (role === 'admin' && !member.admin) throw forbidden(SERVER_MESSAGES.notLeagueAdmin);
}

/**
 * The same verdict as `leagueFor`, for a read that needs nothing of the league (a season's standings):
 * the user's one membership row instead of the league and its whole member list.
 */
export async function checkLeagueRole(
  repos: Repositories,
  id: string,
  user: UserRow,
  role: LeagueRole,
  missing: string,
): Promise<void> {
  requireRole(await repos.leagues.membership(id, user.id), role, missing);
}

function validName(nom: string): string {
  const name = validateLeagueName(nom);
  if (!name.ok) throw unprocessable(name.error);
  return name.value;
}

export async function createLeague(
  transaction: Transaction,
  user: UserRow,
  nom: string,
): Promise<WireLeague> {
  const name = validName(nom);
  return transaction(async (repos) => toLeague(await repos.leagues.create(name, user.id)));
}

export async function leaguesOf(repos: Repositories, user: UserRow): Promise<WireLeague[]> {
  return (await repos.leagues.listForUser(user.id)).map(toLeague);
}

export async function readLeague(repos: Repositories, user: UserRow, id: string): Promise<WireLeague> {
  return toLeague(await leagueFor(repos, id, user, 'member'));
}

export async function renameLeague(
  transaction: Transaction,
  user: UserRow,
  id: string,
  nom: string,
): Promise<WireLeague> {
  const name = validName(nom);
  return transaction(async (repos) => {
    const league = await leagueFor(repos, id, user, 'admin', true);
    await repos.leagues.rename(league.id, name);
    return toLeague({ ...league, nom: name });
  });
}

/** PUT /ligues/{id}/membres/{userId}: an admin adds an account; adding a member again changes nothing. */
export async function addLeagueMember(transaction: Transaction, user: UserRow, id: string, userId: string) {
  await transaction(async (repos) => {
    const league = await leagueFor(repos, id, user, 'admin', true);
    if (!(await repos.users.activeIds([userId])).has(userId))
      throw notFound(SERVER_MESSAGES.leagueMemberUnknown);
    await repos.leagues.addMember(league.id, userId);
  });
}

/** Whether taking `userId`'s admin role away leaves the league without one. */
const isLastAdmin = (league: League, userId: string) =>
  league.admins.length === 1 && league.admins[0] === userId;

/** DELETE /ligues/{id}/membres/{userId}: an admin removes a member, or a member leaves. */
export async function removeLeagueMember(
  transaction: Transaction,
  user: UserRow,
  id: string,
  userId: string,
) {
  await transaction(async (repos) => {
    const league = await leagueFor(repos, id, user, userId === user.id ? 'member' : 'admin', true);
    if (!league.membres.includes(userId)) throw notFound(SERVER_MESSAGES.leagueNotMember);
    if (isLastAdmin(league, userId)) throw conflict(SERVER_MESSAGES.leagueLastAdmin);
    await repos.leagues.removeMember(league.id, userId);
  });
}

/** PUT and DELETE /ligues/{id}/admins/{userId}: admins name or unname members. */
export async function setLeagueAdmin(
  transaction: Transaction,
  user: UserRow,
  id: string,
  userId: string,
  admin: boolean,
) {
  await transaction(async (repos) => {
    const league = await leagueFor(repos, id, user, 'admin', true);
    if (!league.membres.includes(userId)) {
      if (admin) throw unprocessable(SERVER_MESSAGES.leagueAdminNotMember);
      throw notFound(SERVER_MESSAGES.leagueNotMember);
    }
    if (!admin && isLastAdmin(league, userId)) throw conflict(SERVER_MESSAGES.leagueLastAdmin);
    await repos.leagues.setAdmin(league.id, userId, admin);
  });
}

/** PUT /ligues/{id}/invitation: a new link; the previous one stops working. */
export async function newLeagueInvitation(
  transaction: Transaction,
  user: UserRow,
  id: string,
): Promise<InvitationResponse> {
  return transaction(async (repos) => {
    const league = await leagueFor(repos, id, user, 'admin', true);
    const jeton = newToken();
    await repos.leagues.setToken(league.id, jeton);
    return { jeton };
  });
}

/** POST /ligues/rejoindre/{jeton}: the signed-in caller joins; joining twice changes nothing. */
export async function joinLeague(
  transaction: Transaction,
  user: UserRow,
  token: string,
): Promise<LeagueJoinResponse> {
  return transaction(async (repos) => {
    const league = await repos.leagues.findByToken(token, true);
    if (!league) throw notFound(SERVER_MESSAGES.leagueInvitationUnknown);
    await repos.leagues.addMember(league.id, user.id);
    return { ligue_id: league.id, nom: league.nom };
  });
}

/**
 * A game played for a league (created, entered from final scores, or imported): the caller is a member
 * (else the league is unknown to them: 422), and so is every player (422 naming who is not). Call it in
 * the transaction that stores the game.
 */
export async function assertLeagueGame(
  repos: Repositories,
  leagueId: string,
  playerIds: readonly string[],
  caller: UserRow,
): Promise<League> {
  const league = await repos.leagues.find(leagueId);
  if (!league || !league.membres.includes(caller.id))
    throw unprocessable(SERVER_MESSAGES.leagueUnknownForGame);
  const outsiders = playerIds.filter((id) => !league.membres.includes(id));
  if (outsiders.length > 0) {
    const pseudos = await repos.users.pseudosOf(outsiders);
    const names = outsiders.map((id) => pseudos.get(id) ?? id);
    throw unprocessable(
      names.length === 1
        ? SERVER_MESSAGES.leaguePlayerNotMember(names[0]!)
        : SERVER_MESSAGES.leaguePlayersNotMembers(names.join(', ')),
    );
  }
  return league;
}

/** PATCH /tournois/{id} with `ligue_id`: the tournament's admin attaches it to a league they administer. */
export async function assertLeagueAttachable(repos: Repositories, leagueId: string, user: UserRow) {
  const league = await repos.leagues.find(leagueId);
  if (!league || !league.membres.includes(user.id)) throw unprocessable(SERVER_MESSAGES.leagueUnknownForGame);
  if (!isLeagueAdmin(league, user.id)) throw forbidden(SERVER_MESSAGES.leagueAttachNotAdmin);
}
