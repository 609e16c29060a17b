import { useEffect, useState } from 'react';
import { sharedOutbox } from './send-waiting';

/**
 * How many items wait in the outbox, per game (games with nothing waiting are absent): « Mes parties »
 * says which games still have rounds on this phone. Follows every change made in this tab.
 */
export function useWaitingCounts(): ReadonlyMap<string, number> {
  const [counts, setCounts] = useState<ReadonlyMap<string, number>>(new Map());
  useEffect(() => {
    const outbox = sharedOutbox();
    if (!outbox) return;
    let current = true;
    const set = (partyId: string, count: number) =>
      setCounts((before) => {
        if ((before.get(partyId) ?? 0) === count) return before;
        const next = new Map(before);
        if (count > 0) next.set(partyId, count);
        else next.delete(partyId);
        return next;
      });
    const unsubscribe = outbox.subscribe((partyId, list) => set(partyId, list.length));
    void (async () => {
      for (const partyId of await outbox.parties()) {
        const list = await outbox.read(partyId);
        if (current) set(partyId, list.length);
      }
    })().catch((error: unknown) => console.warn('Lecture impossible des tours en attente', error));
    return () => {
      current = false;
      unsubscribe();
    };
  }, []);
  return counts;
}
