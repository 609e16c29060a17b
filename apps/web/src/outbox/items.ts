import type { RoundPayload } from '@mj/domain';

/**
 * What the outbox holds: every write a table makes to a game (a round, a correction, a deletion, an
 * undo, the finish), each waiting on this phone until the server has it. Every write goes through it,
 * online or not, so there is one way to the server and one to test.
 */
export type OutboxWrite =
  | {
      kind: 'round';
      round: RoundPayload;
      /** The number of rounds before it when it was typed: sent as `index`, so the server spots a stale one. */
      index: number;
      /** Its `Idempotency-Key`, the same on every send: a resend after a lost answer is recorded once. */
      key: string;
    }
  | { kind: 'correction'; round: RoundPayload; index: number; nbTours: number }
  | { kind: 'deletion'; index: number; nbTours: number }
  | { kind: 'undo' }
  | { kind: 'finish' };

/** The server's answer that stopped an item: shown on it until the table chooses; never retried by itself. */
export interface Refusal {
  /** A 409 on a round: the game moved on under it (another phone's round, or the game finished). */
  conflict: boolean;
  message: string;
}

export interface OutboxItem {
  id: string;
  gameId: string;
  /** Who made it: only this user's session ever sends it (a shared phone keeps each one's apart). */
  user: string;
  /** Its place in the phone's order of writes. */
  seq: number;
  write: OutboxWrite;
  refusal: Refusal | null;
}

export type WaitingRound = OutboxItem & { write: Extract<OutboxWrite, { kind: 'round' }> };

export const isRoundItem = (item: OutboxItem): item is WaitingRound => item.write.kind === 'round';

/** The waiting rounds only (a waiting finish, correction or deletion is not a round). */
export const waitingRounds = (list: readonly OutboxItem[]): WaitingRound[] => list.filter(isRoundItem);

/** A game whose sending the server stopped (a 409 or a refusal), on « Mes parties ». */
export const SENDING_BLOCKED = 'Envoi bloqué : ouvre la partie pour résoudre';

/** A waiting finish on « Mes parties » (the game's page lists it as « Fin de la partie — en attente »). */
export const FINISH_WAITING = 'Fin de la partie en attente d’envoi';

/** « 1 tour en attente d’envoi », « 3 tours en attente d’envoi » */
export function waitingLabel(count: number): string {
  return count === 1 ? '1 tour en attente d’envoi' : `${count} tours en attente d’envoi`;
}

/** Said when someone signs out with writes still waiting: they stay on the phone, for them. */
export function keptForNextSignIn(items: readonly OutboxItem[]): string {
  const rounds = waitingRounds(items).length;
  if (rounds === 1) return '1 tour en attente d’envoi : il partira à ta prochaine connexion';
  if (rounds > 1) return `${rounds} tours en attente d’envoi : ils partiront à ta prochaine connexion`;
  return items.length === 1
    ? '1 modification en attente d’envoi : elle partira à ta prochaine connexion'
    : `${items.length} modifications en attente d’envoi : elles partiront à ta prochaine connexion`;
}

/**
 * « Another round » after a conflict: every waiting round gets the index after the server's rounds and a
 * new key (its old key named an attempt against a game state that no longer exists).
 */
export function onTopOf(
  list: readonly OutboxItem[],
  serverCount: number,
  newKey: () => string,
): OutboxItem[] {
  let index = serverCount;
  return list.map((item) =>
    isRoundItem(item)
      ? { ...item, refusal: null, write: { ...item.write, index: index++, key: newKey() } }
      : item,
  );
}

/** The storage's failure in French, for the table: a full phone said as such. */
export function storageProblem(error: unknown): string {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'QuotaExceededError'
    ? 'Plus de place sur ce téléphone : l’envoi n’a pas pu y être gardé. Libère de l’espace, puis réessaie.'
    : 'Ce téléphone n’a pas pu garder l’envoi (stockage indisponible) : réessaie.';
}

/** Said once the outbox was read, when some records were not the outbox's shape (the others are used). */
export const unreadableLabel = (count: number) =>
  count === 1
    ? 'Un élément en attente sur ce téléphone est illisible : il est laissé de côté, les autres partiront.'
    : `${count} éléments en attente sur ce téléphone sont illisibles : ils sont laissés de côté, les autres partiront.`;
