import { gamesApi, getErrorMessage, roundsApi } from '@mj/api';
import type { AppDispatch } from '../../../store/store';
import { openOutbox, type Outbox, type Waiting } from './outbox';

/**
 * Sending the outbox, for the game's page (`useOutbox`) and for the app's sender (`sendAllWaiting`, run
 * from every signed-in page): the waiting items of a game go in order, each round with its own index and
 * Idempotency-Key, so a resend after a lost answer is recorded once.
 */

/** A failed request that may not have reached the server: the round waits in the outbox. */
export const isUnreachable = (failure: unknown): boolean => {
  const status = (failure as { status?: unknown } | null)?.status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
};

/** How often the outbox is tried again while the browser says it is online. */
export const OUTBOX_RETRY_MS = 10_000;

let browserOutbox: Outbox | null = null;
/**
 * One outbox per page load (one IndexedDB connection); none where the browser has no IndexedDB. The
 * origin's storage is asked to be persistent, so the browser does not evict waiting rounds under storage
 * pressure (Chromium grants it silently to an installed app; elsewhere it stays best-effort).
 */
export function sharedOutbox(): Outbox | null {
  if (typeof indexedDB === 'undefined') return null;
  if (!browserOutbox) {
    navigator.storage?.persist?.().catch(() => undefined);
    browserOutbox = openOutbox();
  }
  return browserOutbox;
}

/** Why sending stopped: another phone recorded rounds first (409), or the server refused a round. */
export type OutboxStop = { kind: 'conflict'; from: number } | { kind: 'refused'; message: string } | null;

/** Sends one waiting item: 'sent' when it left the outbox (recorded, or moot), else why it stays. */
async function sendItem(
  dispatch: AppDispatch,
  partyId: string,
  item: Waiting,
): Promise<'sent' | 'unreachable' | NonNullable<OutboxStop>> {
  const request =
    item.kind === 'round'
      ? dispatch(
          roundsApi.endpoints.addRound.initiate({
            partyId,
            round: item.round,
            index: item.index,
            idempotencyKey: item.key,
          }),
        )
      : dispatch(gamesApi.endpoints.finishGame.initiate(partyId));
  const result = await request;
  request.reset();
  if (!('error' in result)) return 'sent';
  const failure = result.error;
  if (isUnreachable(failure)) return 'unreachable';
  const status = (failure as { status?: unknown }).status;
  // Finishing a game someone already finished: the table's wish is done.
  if (item.kind === 'finish' && status === 409) return 'sent';
  return item.kind === 'round' && status === 409
    ? { kind: 'conflict', from: item.index }
    : { kind: 'refused', message: getErrorMessage(failure, "Erreur lors de l'envoi des tours en attente.") };
}

const sendingHere = new Set<string>();
/**
 * Runs `work` unless a sender of this game is already at work, in this tab (a set) or in another tab of
 * the same browser (a Web Lock, where the browser has them). A second sender would be harmless anyway
 * (same keys, same indexes), only wasteful. Resolves false when it did not run.
 */
async function alone(partyId: string, work: () => Promise<void>): Promise<boolean> {
  if (sendingHere.has(partyId)) return false;
  sendingHere.add(partyId);
  try {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    if (!locks) {
      await work();
      return true;
    }
    return await locks.request(`${partyId} mahjong-envois`, { ifAvailable: true }, async (lock) => {
      if (!lock) return false;
      await work();
      return true;
    });
  } finally {
    sendingHere.delete(partyId);
  }
}

/**
 * A waiting item's identity, the one definition: a round by its Idempotency-Key, a finish as such. The
 * prefix keeps the two apart whatever text a key holds (a round keyed « finish » is still a round).
 */
export const itemKey = (item: Waiting): string => (item.kind === 'round' ? `tour ${item.key}` : 'fin');

/**
 * Where the server stopped each game's sending in this page load (a 409 or a refusal, met by the game's
 * page or the app's sender): the first waiting item it stopped at. Nothing sends it again by itself, so
 * « Mes parties » says the table has to open the game. Kept in memory: after a reload, the app's first
 * pass meets the same stop again (and sends, should the server's game have come back to our count).
 */
let stops: ReadonlyMap<string, string> = new Map();
const stopListeners = new Set<() => void>();

function stoppedAt(partyId: string, key: string | undefined) {
  if (stops.get(partyId) === key) return;
  const next = new Map(stops);
  if (key === undefined) next.delete(partyId);
  else next.set(partyId, key);
  stops = next;
  for (const listener of stopListeners) listener();
}

/** The stops, for `useSyncExternalStore` (a new map on every change). */
export const sendingStops = {
  subscribe(listener: () => void) {
    stopListeners.add(listener);
    return () => void stopListeners.delete(listener);
  },
  snapshot: () => stops,
};

/** The game's sending stopped at the item still first in its list: only the table can go on, on its page. */
export const isBlocked = (at: ReadonlyMap<string, string>, partyId: string, list: readonly Waiting[]) =>
  list[0] !== undefined && at.get(partyId) === itemKey(list[0]);

/**
 * Sends the game's waiting items in order until none is left, the network fails, or the server stops it
 * (a 409 or a refusal: returned, for the game's page to show). Resolves 'busy' when another sender has it.
 */
export async function sendWaiting(
  outbox: Outbox,
  dispatch: AppDispatch,
  partyId: string,
): Promise<OutboxStop | 'busy'> {
  let stop: OutboxStop = null;
  const ran = await alone(partyId, async () => {
    let first = (await outbox.read(partyId))[0];
    while (first) {
      const sent = await sendItem(dispatch, partyId, first);
      if (sent === 'unreachable') return;
      if (sent !== 'sent') {
        stop = sent;
        stoppedAt(partyId, itemKey(first));
        return;
      }
      const gone = itemKey(first);
      first = (
        await outbox.update(partyId, (stored) =>
          stored[0] && itemKey(stored[0]) === gone ? stored.slice(1) : stored,
        )
      )[0];
    }
    stoppedAt(partyId, undefined);
  });
  return ran ? stop : 'busy';
}

/** The games whose page is open in this tab: that page sends them and shows what stops them. */
const openHere = new Map<string, number>();
export function pageOpen(partyId: string): () => void {
  openHere.set(partyId, (openHere.get(partyId) ?? 0) + 1);
  return () => {
    const count = (openHere.get(partyId) ?? 1) - 1;
    if (count > 0) openHere.set(partyId, count);
    else openHere.delete(partyId);
  };
}

/**
 * The app's sender, one pass: every game with something waiting whose page is not open here is sent. A
 * game the server stopped (another phone's rounds: 409) is left as it is until its page is opened, where
 * the same send meets the same 409 and shows the choice; it is tried again once its first item changed.
 */
export async function sendAllWaiting(dispatch: AppDispatch): Promise<void> {
  const outbox = sharedOutbox();
  if (!outbox) return;
  for (const [partyId, list] of await outbox.readAll()) {
    if (openHere.has(partyId) || isBlocked(stops, partyId, list)) continue;
    await sendWaiting(outbox, dispatch, partyId);
  }
}
