import { searchKey } from '../player/search-key';
import type { UserId } from '../types';

export interface Suggestable {
  user_id: UserId;
  pseudo: string;
}

/**
 * Player suggestions: pseudos containing the query, ignoring case and accents (« elodie »
 * finds Élodie), excluding the players already chosen, at most `cap` (6 for a new game, 8 for finished-game entry).
 */
export function suggestPlayers<U extends Suggestable>(
  users: readonly U[],
  query: string,
  exclude: readonly UserId[],
  cap: number,
): U[] {
  if (!Array.isArray(users)) return [];
  const needle = typeof query === 'string' ? searchKey(query.trim()) : '';
  const chosen = new Set(Array.isArray(exclude) ? exclude : []);
  const found: U[] = [];
  for (const user of users) {
    if (found.length >= cap) break;
    if (typeof user?.pseudo !== 'string' || chosen.has(user.user_id)) continue;
    if (searchKey(user.pseudo).includes(needle)) found.push(user);
  }
  return found;
}
