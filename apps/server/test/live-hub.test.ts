/**
 * The hub's order and reads (src/events/hub.ts): events are handled one after the other, and the events
 * that waited while one was handled share one read of each state, read after all of them were published.
 */
import { describe, expect, it } from '@jest/globals';
import { inProcessBus, parseBusEvent } from '../src/events/bus';
import { LiveHub } from '../src/events/hub';

describe('the live hub', () => {
  it('handles events in order, and reads once for the events that waited meanwhile', async () => {
    const bus = inProcessBus();
    const hub = new LiveHub(
      bus,
      (error) => {
        throw error;
      },
      () => undefined,
    );
    let open: () => void = () => undefined;
    const firstReadHeld = new Promise<void>((resolve) => (open = resolve));
    let reads = 0;
    const seen: string[] = [];
    let allSeen: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (allSeen = resolve));
    hub.add({
      topics: ['partie:a', 'partie:b', 'partie:c', 'partie:d'],
      handle: async (event, shared) => {
        const state = await shared('etat', async () => {
          reads += 1;
          const read = reads;
          if (read === 1) await firstReadHeld;
          return read;
        });
        seen.push(`${event.type === 'partie' ? event.gameId : '?'}:${state}`);
        if (seen.length === 4) allSeen();
      },
      end: () => undefined,
    });
    const game = (gameId: string) => ({ type: 'partie' as const, gameId, tournamentId: null, depuis: 0 });

    await bus.publish([game('a')]);
    // While a's read is under way, three more events arrive: they wait, then share one read.
    await bus.publish([game('b'), game('c')]);
    await bus.publish([game('d')]);
    open();
    await done;

    expect(seen).toEqual(['a:1', 'b:2', 'c:2', 'd:2']);
    expect(reads).toBe(2);
    hub.closeAll();
  });
});

describe('an event read from another process', () => {
  it('is kept when its type is one a process publishes, and dropped otherwise', () => {
    const deleted = { type: 'supprimee', gameId: 'p1', tournamentId: 't1' };
    expect(parseBusEvent(JSON.stringify(deleted))).toEqual(deleted);
    expect(parseBusEvent('{"type":"acces","userId":"u1"}')).toEqual({ type: 'acces', userId: 'u1' });
    // `resync` is this process's own; the others are not events at all.
    for (const text of [
      '{"type":"resync"}',
      '{"type":"toString"}',
      '{"type":"autre"}',
      '[]',
      'null',
      'pas du JSON',
    ])
      expect(parseBusEvent(text)).toBeUndefined();
  });
});
