import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { waitingRounds, type Waiting } from './outbox';
import { isBlocked, sendingStops, sharedOutbox } from './send-waiting';

/** What a game has in this phone's outbox. */
export interface WaitingGame {
  /** Rounds waiting (a waiting finish is not one). */
  rounds: number;
  /** The end of the game, entered without network, waits too. */
  finish: boolean;
  /** The server stopped the sending (a 409 or a refusal): the table must open the game to go on. */
  blocked: boolean;
}

/**
 * What waits in the outbox, per game (games with nothing waiting are absent): « Mes parties » says which
 * games still have rounds on this phone, and which ones only the table can unblock. Every game's list is
 * read in one transaction, once `ready` (the page's first cards are on screen: the read is not on its
 * start-up path), then follows every change made in this tab; nothing waiting re-renders nothing.
 *
 * The read cannot replace a newer change: it is one IndexedDB transaction, which runs wholly before or
 * after any write of the outbox (its store is in both), and `update` tells its listeners once its write
 * committed. A write made while the read is under way thus either shows in the read, or waits for it and
 * is heard after the read's result was set (use-waiting-counts.test). Applying the read later than when
 * it resolves (an idle callback, a timer) would break this.
 */
export function useWaitingCounts(ready: boolean): ReadonlyMap<string, WaitingGame> {
  const [lists, setLists] = useState<ReadonlyMap<string, readonly Waiting[]>>(new Map());
  const stops = useSyncExternalStore(sendingStops.subscribe, sendingStops.snapshot);
  useEffect(() => {
    const outbox = ready ? sharedOutbox() : null;
    if (!outbox) return;
    let current = true;
    const unsubscribe = outbox.subscribe((partyId, list) =>
      setLists((before) => {
        if (list.length === 0 && !before.has(partyId)) return before;
        const next = new Map(before);
        if (list.length > 0) next.set(partyId, list);
        else next.delete(partyId);
        return next;
      }),
    );
    outbox
      .readAll()
      .then((all) => current && setLists((before) => (all.size === 0 && before.size === 0 ? before : all)))
      .catch((error: unknown) => console.warn('Lecture impossible des tours en attente', error));
    return () => {
      current = false;
      unsubscribe();
    };
  }, [ready]);
  return useMemo(
    () =>
      new Map(
        [...lists].map(([partyId, list]) => [
          partyId,
          {
            rounds: waitingRounds(list).length,
            finish: list.some((item) => item.kind === 'finish'),
            blocked: isBlocked(stops, partyId, list),
          },
        ]),
      ),
    [lists, stops],
  );
}
