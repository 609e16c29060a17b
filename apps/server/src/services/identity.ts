/**
 * A player's civil identity (first and last name, EMA number, country, club) reaches a tournament's admin
 * and referees only once the player has shared it with that tournament: by joining through its link, by
 * checking in with the venue's code, or by hand (PUT /tournois/{id}/identite). Being added by someone
 * else shares nothing. At the finish each shared identity is frozen into the tournament's results, so a
 * later account deletion does not empty its EMA workbook.
 */
import { FINISHED } from '@mj/domain';
import type { Profile } from '@mj/contract';
import type { UserRow } from '../db/schema';
import { conflict, forbidden } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import type { Repositories, Transaction } from '../repositories';
import type { Tournament } from '../repositories/tournaments';
import { toProfile } from '../wire';
import { tournamentFor } from './access';

/**
 * The profiles the tournament's organisers may read, among `ids`: only shared ones. A running
 * tournament shows the profile as it is now (or, for a deleted account, as frozen at an earlier finish);
 * a finished one as frozen at its finish.
 */
export async function organiserProfiles(
  repos: Repositories,
  tournament: Tournament,
  ids: readonly string[],
): Promise<Map<string, Profile>> {
  const shared = await repos.registrations.sharedIdentities(tournament.id);
  const readable = ids.filter((id) => shared.has(id));
  const rows = new Map((await repos.users.findMany(readable)).map((row) => [row.id, row]));
  const profiles = new Map<string, Profile>();
  for (const id of readable) {
    const row = rows.get(id);
    const live = row && row.deletedAt === null ? toProfile(row) : null;
    const frozen = shared.get(id) ?? null;
    const profile = tournament.etat === FINISHED ? (frozen ?? live) : (live ?? frozen);
    if (profile) profiles.set(id, profile);
  }
  return profiles;
}

/**
 * At the finish: every shared identity (or those of `only`) of a still existing account is copied into
 * the results.
 */
export async function freezeIdentities(
  repos: Repositories,
  tournament: Tournament,
  only?: readonly string[],
): Promise<void> {
  const shared = await repos.registrations.sharedIdentities(tournament.id);
  const ids = only ? only.filter((id) => shared.has(id)) : [...shared.keys()];
  for (const row of await repos.users.findMany(ids)) {
    if (row.deletedAt === null)
      await repos.registrations.freezeIdentity(tournament.id, row.id, toProfile(row));
  }
}

/** The player, in the tournament (locked); else 404, or 403 for a member who does not play. */
async function playingIn(repos: Repositories, user: UserRow, tournamentId: string) {
  const tournament = await tournamentFor(repos, tournamentId, user, 'member', true);
  if (!tournament.joueurs.includes(user.id)) throw forbidden(SERVER_MESSAGES.identityNotPlayer);
  return tournament;
}

/** GET /tournois/{id}/identite: whether the caller shares their identity with this tournament. */
export async function identityShared(repos: Repositories, user: UserRow, tournamentId: string) {
  const tournament = await tournamentFor(repos, tournamentId, user, 'member');
  return { partagee: (await repos.registrations.sharedIdentities(tournament.id)).has(user.id) };
}

/**
 * PUT /tournois/{id}/identite (share) and DELETE (take back, only while the tournament runs: its
 * results keep what was shared at the finish).
 */
export async function setIdentityShared(
  transaction: Transaction,
  user: UserRow,
  tournamentId: string,
  shared: boolean,
): Promise<void> {
  await transaction(async (repos, changes) => {
    const tournament = await playingIn(repos, user, tournamentId);
    if (shared) {
      await repos.registrations.shareIdentity(tournament.id, user.id);
      // A finished tournament's results take it at once: it would otherwise wait for a reopening.
      if (tournament.etat === FINISHED) await freezeIdentities(repos, tournament, [user.id]);
    } else {
      if (tournament.etat === FINISHED) throw conflict(SERVER_MESSAGES.identityFrozen);
      await repos.registrations.unshareIdentity(tournament.id, user.id);
    }
    changes.publish({ type: 'tournoi', tournamentId: tournament.id, raison: 'joueurs' });
  });
}
