import 'fake-indexeddb/auto';
import { describe, expect, it } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { waitingRound } from '../../../test/waiting';
import { sharedOutbox } from './send-waiting';
import { useWaitingCounts } from './use-waiting-counts';

// The app's own outbox (sharedOutbox) on fake-indexeddb, imported first as the browser's storage: the read
// and the writes below go through the same IndexedDB transactions as on a phone.
const outbox = sharedOutbox()!;

const counts = (shown: ReadonlyMap<string, { rounds: number; finish: boolean }>) =>
  Object.fromEntries([...shown].map(([partyId, { rounds, finish }]) => [partyId, { rounds, finish }]));

describe('« Mes parties »’ waiting counts while their first read is under way', () => {
  it('a round queued or sent during the read is counted as it is now, not as the read saw it', async () => {
    await outbox.update('partie-a', () => [waitingRound(0, 'cle-a0')]);
    await outbox.update('partie-c', () => [waitingRound(4, 'cle-c4'), { kind: 'finish' }]);
    const { result, unmount } = renderHook(() => useWaitingCounts(true));
    // The hook's read is now in flight, and so is a reader of the same instant. In this very moment a round
    // is validated offline (partie-b) and another one reaches the server (partie-a's, the first game read).
    const sameInstant = outbox.readAll();
    await act(() =>
      Promise.all([
        outbox.update('partie-b', (list) => [...list, waitingRound(0, 'cle-b0')]),
        outbox.update('partie-a', (list) => list.slice(1)),
        outbox.update('partie-c', (list) => list.slice(1)),
      ]),
    );
    // Whatever the hook still had pending lands now (a read applied late would bring back its old view).
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    // The read saw the outbox before both; the counts follow what came after it.
    expect([...(await sameInstant).keys()]).toEqual(['partie-a', 'partie-c']);
    expect(counts(result.current)).toEqual({
      'partie-b': { rounds: 1, finish: false },
      'partie-c': { rounds: 0, finish: true },
    });
    unmount();
  });
});
