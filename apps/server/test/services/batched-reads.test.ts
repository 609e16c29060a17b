import { describe, expect, it } from '@jest/globals';
import { batchedReads } from '../../src/services/batched-reads';

/** A read that ends when the test says so, numbered in the order reads start. */
function controlledLoad() {
  const started: Array<{ key: string; finish: (value: string) => void; fail: (error: Error) => void }> = [];
  const load = (key: string) =>
    new Promise<string>((resolve, reject) => {
      const n = started.length + 1;
      started.push({ key, finish: () => resolve(`${key}#${n}`), fail: reject });
    });
  return { started, load };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('batchedReads', () => {
  it('starts the first read at once and makes every caller that comes during it share the next one', async () => {
    const { started, load } = controlledLoad();
    const read = batchedReads(load);
    const first = read('t1');
    expect(started).toHaveLength(1);
    const during = [read('t1'), read('t1'), read('t1')];
    // They wait: a read under way may predate what they come to see.
    expect(started).toHaveLength(1);
    started[0]!.finish('');
    expect(await first).toBe('t1#1');
    await flush();
    expect(started).toHaveLength(2);
    // One that comes once the second read is under way waits for a third.
    const late = read('t1');
    started[1]!.finish('');
    expect(await Promise.all(during)).toEqual(['t1#2', 't1#2', 't1#2']);
    await flush();
    expect(started).toHaveLength(3);
    started[2]!.finish('');
    expect(await late).toBe('t1#3');
  });

  it('reads each key apart, and a failed read only fails its own callers', async () => {
    const { started, load } = controlledLoad();
    const read = batchedReads(load);
    const a = read('a');
    const b = read('b');
    expect(started.map((s) => s.key)).toEqual(['a', 'b']);
    const afterA = read('a');
    started[0]!.fail(new Error('base indisponible'));
    await expect(a).rejects.toThrow('base indisponible');
    await flush();
    started[1]!.finish('');
    started[2]!.finish('');
    expect(await b).toBe('b#2');
    expect(await afterA).toBe('a#3');
  });
});
