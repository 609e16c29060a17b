import { describe, expect, it } from '@jest/globals';
import { waitingRound } from '../../../test/waiting';
import { isBlocked, itemKey } from './send-waiting';

const round = (key: string) => waitingRound(0, key);

describe('a waiting item’s identity', () => {
  it('names a round by its key and a finish as such, the two never confused', () => {
    expect(itemKey(round('cle-a'))).toBe(itemKey(round('cle-a')));
    expect(itemKey(round('cle-a'))).not.toBe(itemKey(round('cle-b')));
    expect(itemKey({ kind: 'finish' })).toBe(itemKey({ kind: 'finish' }));
    // A key is the client's own text: even « finish » names a round, not the end of the game.
    expect(itemKey(round('finish'))).not.toBe(itemKey({ kind: 'finish' }));
  });

  it('a stop met at a round does not block the finish left once that round is gone', () => {
    const stops = new Map([['partie-1', itemKey(round('finish'))]]);
    expect(isBlocked(stops, 'partie-1', [round('finish'), { kind: 'finish' }])).toBe(true);
    expect(isBlocked(stops, 'partie-1', [{ kind: 'finish' }])).toBe(false);
    expect(isBlocked(stops, 'partie-2', [round('finish')])).toBe(false);
  });
});
