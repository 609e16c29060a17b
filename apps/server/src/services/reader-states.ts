/**
 * What a tournament stream's reader who sees the whole ranking has been sent (docs/api-contract.md,
 * "Live updates"): each game's fingerprint and the ranking. Each such state has an id, the SSE `id:` of
 * the event that brought the reader to it; a reader who reconnects with it (`Last-Event-ID`) is sent only
 * the games that changed since and what changed in the ranking (`reprise`), not every game and the whole
 * ranking again: after a venue's Wi-Fi drops, a thousand pages come back at once.
 *
 * The id is a digest of the state's content and its tournament, so that any process that met the same
 * state (its streams were sent it) can resume it; a process that did not, or forgot it, sends the whole
 * `instantane` as before.
 */
import { hash } from 'node:crypto';
import type { Game, RankingResponse, TournamentResume } from '@mj/contract';
import { rankingChange } from './ranking-change';

export interface ReaderState {
  readonly id: string;
  /** The tournament whose stream sent it: an id is never resumed on another tournament's stream. */
  readonly tournamentId: string;
  /** Game id → fingerprint of the game as the reader was sent it. */
  readonly games: ReadonlyMap<string, string>;
  /** The whole ranking the reader has (the one its changes apply to). */
  readonly ranking: RankingResponse;
}

/** A short digest of a game as sent: two fingerprints differ when the game the reader shows would. */
export const gameFingerprint = (game: Game): string =>
  hash('sha1', JSON.stringify(game), 'base64url').slice(0, 16);

/** States met lately, oldest forgotten first: a reader away for longer starts from the whole state. */
export class ReaderStates {
  private readonly states = new Map<string, ReaderState>();

  constructor(private readonly max: number) {}

  /** The state of these games and ranking, the same object as the one met before if any. */
  state(tournamentId: string, games: ReadonlyMap<string, string>, ranking: RankingResponse): ReaderState {
    const entries = [...games].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const id = hash(
      'sha1',
      `${tournamentId}|${ranking.version ?? ''}|${entries.map(([game, print]) => `${game}:${print}`).join(',')}`,
      'base64url',
    ).slice(0, 22);
    const met = this.states.get(id);
    if (met) {
      // Met again: kept as the newest.
      this.states.delete(id);
      this.states.set(id, met);
      return met;
    }
    const state = { id, tournamentId, games, ranking };
    this.states.set(id, state);
    if (this.states.size > this.max) this.states.delete(this.states.keys().next().value as string);
    return state;
  }

  /** The state `id` names if this process met it on `tournamentId`'s stream. */
  find(id: string | undefined, tournamentId: string): ReaderState | undefined {
    const state = id === undefined ? undefined : this.states.get(id);
    return state?.tournamentId === tournamentId ? state : undefined;
  }
}

/** One process's states, for every tournament (about 6 KB each at 256 players). */
export const readerStates = new ReaderStates(512);

/**
 * What brings a reader from `from` to `to`: the games whose fingerprint changed or that are new, those
 * gone, and the ranking's change (whole when a change cannot say it).
 */
export function resumeBetween(
  from: ReaderState,
  to: ReaderState,
  games: ReadonlyMap<string, Game>,
): TournamentResume {
  const parties: Game[] = [];
  for (const [id, print] of to.games) {
    const game = games.get(id);
    if (game && from.games.get(id) !== print) parties.push(game);
  }
  const supprimees = [...from.games.keys()].filter((id) => !to.games.has(id));
  const change = rankingChange(from.ranking, to.ranking);
  return { parties, supprimees, ...(change ? { classement_maj: change } : { classement: to.ranking }) };
}
