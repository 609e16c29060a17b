import { MESSAGES } from '../messages';
import { fail, ok } from '../result';
import { isSeating } from './seats';
import type { Result, UserId } from '../types';

/*
 * The players of a new game are a list in wind order (Est, Sud, Ouest, Nord): index 0 is the dealer.
 * These helpers return a new list and leave it unchanged when the index does not allow the move.
 */

function swap<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  if (!Number.isInteger(from) || from < 0 || to < 0 || from >= list.length || to >= list.length) return copy;
  [copy[from], copy[to]] = [copy[to] as T, copy[from] as T];
  return copy;
}

/** Moves the player at `index` one wind earlier (towards Est). */
export const moveUp = <T>(list: readonly T[], index: number): T[] => swap(list, index, index - 1);

/** Moves the player at `index` one wind later (towards Nord). */
export const moveDown = <T>(list: readonly T[], index: number): T[] => swap(list, index, index + 1);

/** Makes the player at `index` the dealer (Est), keeping everyone's order around the table. */
export function makeDealer<T>(list: readonly T[], index: number): T[] {
  if (!Number.isInteger(index) || index < 0 || index >= list.length) return [...list];
  return [...list.slice(index), ...list.slice(0, index)];
}

/**
 * New game: exactly four distinct players and a dealer among them. Returns the seats
 * with the dealer first (the dealer defaults to the first player).
 */
export function validateNewGame(joueurs: unknown, dealer?: unknown): Result<UserId[]> {
  if (!isSeating(joueurs)) return fail(MESSAGES.newGamePlayers);
  if (dealer === undefined || dealer === null) return ok([...joueurs]);
  const seat = typeof dealer === 'string' ? joueurs.indexOf(dealer) : -1;
  return seat < 0 ? fail(MESSAGES.newGamePlayers) : ok(makeDealer(joueurs, seat));
}
