/**
 * A game's state is the domain's replay of its stored rounds; these helpers turn a replay into the
 * cached columns of the games row. No scoring happens here.
 */
import {
  countChombos,
  finishGame,
  replayGame,
  settleRound,
  initialGameState,
  rulesOf,
  withFreeExtension,
} from '@mj/domain';
import type { GameState, HistoryEntry, Replay, Ruleset } from '@mj/domain';
import type { GameRow } from '../db/schema';
import type { CachedState, RoundMeta } from '../repositories/games';

/** Stored rounds that no longer replay mean a bug or a hand-edited database: a logged 500, never a guess. */
export class CorruptGameError extends Error {}

/** The fields a replay reads: the seats and the rules the game plays. */
export type ReplayedGame = Pick<GameRow, 'id' | 'joueurs' | 'regles'>;

/**
 * The rules a game's stored rounds replay under: its own, or for a game stored before the West round was a
 * parameter of the rules and played on past its rules' end, the same rules with that extension (its
 * rounds stay readable and correctable; a new round meets the rules' own end).
 */
export function storedRulesOf(game: ReplayedGame, rounds: readonly unknown[]): Ruleset {
  const rules = rulesOf(game.regles);
  if (replayGame(game.joueurs, rounds, rules).ok) return rules;
  return withFreeExtension(rules);
}

export function replayStored(game: ReplayedGame, rounds: readonly unknown[]): Replay {
  const rules = rulesOf(game.regles);
  let replay = replayGame(game.joueurs, rounds, rules);
  if (!replay.ok) replay = replayGame(game.joueurs, rounds, withFreeExtension(rules));
  if (!replay.ok)
    throw new CorruptGameError(
      `partie ${game.id} : le tour ${'index' in replay ? replay.index : '?'} ne se rejoue pas (${replay.error})`,
    );
  return replay;
}

export function cacheOf(state: GameState, rounds: readonly unknown[]): CachedState {
  return {
    scores: state.scores,
    vent: state.vent,
    tourActuel: state.tour_actuel,
    dealerStack: state.dealer_stack,
    riichiStack: state.riichi_stack,
    nbTours: rounds.length,
    chombos: countChombos(rounds),
  };
}

/** The state once the game is finished: the replay, then leftover sticks to first place. */
export function finishedCache(game: ReplayedGame, rounds: readonly unknown[]): CachedState {
  const finished = finishGame(replayStored(game, rounds).state, rulesOf(game.regles));
  if (!finished.ok) throw new CorruptGameError(`partie ${game.id} : ${finished.error}`);
  return cacheOf(finished.next, rounds);
}

export interface DetailedEntry extends HistoryEntry {
  scores: GameState['scores'];
  vent: GameState['vent'];
  tour_actuel: number;
  dealer_stack: number;
  riichi_stack: number;
}

/** History entries with the state after each round (`compact=false`): the same fold, one round at a time. */
export function detailedHistory(game: ReplayedGame, rounds: readonly unknown[]): DetailedEntry[] {
  const { history } = replayStored(game, rounds);
  const rules = rulesOf(game.regles);
  let state = initialGameState(game.joueurs, rules);
  return history.map((entry) => {
    const settled = settleRound(state, entry.tour, rules);
    if (!settled.ok) throw new CorruptGameError(`partie ${game.id} : ${settled.error}`);
    state = settled.next;
    const { scores, vent, tour_actuel, dealer_stack, riichi_stack } = state;
    return { ...entry, scores, vent, tour_actuel, dealer_stack, riichi_stack };
  });
}

/** A history entry as the API returns it: the replay's entry, who entered the round, who corrected it. */
export interface WireHistoryEntry extends HistoryEntry {
  auteur_id: string | null;
  cree_le: string;
  modifie_par: string | null;
  modifie_le: string | null;
}

export function withMeta<T extends HistoryEntry>(entry: T, meta: RoundMeta): T & WireHistoryEntry {
  return {
    ...entry,
    auteur_id: meta.authorId,
    cree_le: meta.createdAt.toISOString(),
    modifie_par: meta.updatedBy,
    modifie_le: meta.updatedAt?.toISOString() ?? null,
  };
}

/** Each entry with the author and correction of its round (`metas` in round order, read with the rounds). */
export const historyWithMeta = <T extends HistoryEntry>(entries: T[], metas: readonly RoundMeta[]) =>
  entries.map((entry) => {
    const meta = metas[entry.index];
    if (!meta) throw new CorruptGameError(`tour ${entry.index} sans ligne en base`);
    return withMeta(entry, meta);
  });
