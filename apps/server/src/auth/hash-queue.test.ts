import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../errors';
import { HashQueue } from './hash-queue';

/** A hash the test finishes when it wants. */
function pending() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { hash: () => done, finish };
}

/** Hashes that write their name down as they start: `started` is the order the queue started them in. */
function startOrder() {
  const started: string[] = [];
  const hashOf = (name: string, hash: ReturnType<typeof pending>) => async () => {
    started.push(name);
    await hash.hash();
  };
  return { started, hashOf };
}

/** Lets the queue's waiting hashes that were told to start actually start. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('HashQueue', () => {
  it('runs `concurrency` hashes at once, queues `queue` more in order, and refuses the next with 503', async () => {
    const queue = new HashQueue({ concurrency: 2, queue: 1 });
    const [a, b, c] = [pending(), pending(), pending()];
    const order: string[] = [];
    const runs = [
      queue.run(a.hash).then(() => order.push('a')),
      queue.run(b.hash).then(() => order.push('b')),
      queue.run(async () => {
        order.push('c commence');
        await c.hash();
      }),
    ];
    expect(queue.load).toEqual({ running: 2, waiting: 1 });
    const refused = await queue.run(async () => 'jamais').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      statusCode: 503,
      detail: 'Le serveur est très occupé : réessaie dans quelques secondes.',
      headers: { 'retry-after': '5' },
    });
    b.finish();
    await runs[1];
    // The waiting hash starts as soon as one finishes, before `a` does.
    expect(order.sort()).toEqual(['b', 'c commence']);
    expect(queue.load).toEqual({ running: 2, waiting: 0 });
    a.finish();
    c.finish();
    await Promise.all(runs);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('gives the place back when a hash fails', async () => {
    const queue = new HashQueue({ concurrency: 1, queue: 0 });
    await expect(queue.run(() => Promise.reject(new Error('scrypt')))).rejects.toThrow('scrypt');
    await expect(queue.run(async () => 42)).resolves.toBe(42);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });
});

describe('HashQueue lanes', () => {
  it('keeps a place for the other lanes: a lane runs at most concurrency − 1 hashes', async () => {
    const queue = new HashQueue({ concurrency: 2, queue: 10, perLane: 4 });
    const [first, second, honest] = [pending(), pending(), pending()];
    const runs = [queue.run(first.hash, 'salle'), queue.run(second.hash, 'salle')];
    expect(queue.load).toEqual({ running: 1, waiting: 1 });
    runs.push(queue.run(honest.hash, 'ailleurs'));
    expect(queue.load).toEqual({ running: 2, waiting: 1 });
    for (const hash of [first, second, honest]) hash.finish();
    await Promise.all(runs);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('lets lanes take turns and refuses a lane beyond its own share, not the others', async () => {
    const queue = new HashQueue({ concurrency: 1, queue: 10, perLane: 2 });
    const busy = pending();
    const order: string[] = [];
    const hashOf = (name: string) => async () => {
      order.push(name);
    };
    const runs = [queue.run(busy.hash, 'salle')];
    runs.push(queue.run(hashOf('salle 1'), 'salle'), queue.run(hashOf('salle 2'), 'salle'));
    await expect(queue.run(hashOf('salle 3'), 'salle')).rejects.toMatchObject({ statusCode: 503 });
    runs.push(queue.run(hashOf('ailleurs'), 'ailleurs'));
    busy.finish();
    await Promise.all(runs);
    // The other lane's hash passes before the venue's second one.
    expect(order).toEqual(['salle 1', 'ailleurs', 'salle 2']);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('lets a lone login share the cores with the hashes already running, not with a busy lane’s next ones', async () => {
    const queue = new HashQueue({ concurrency: 2, queue: 10, perLane: 4 });
    const [first, second, honest] = [pending(), pending(), pending()];
    const { started, hashOf } = startOrder();
    const runs = [
      queue.run(hashOf('salle 1', first), 'salle'),
      queue.run(hashOf('salle 2', second), 'salle'),
    ];
    runs.push(queue.run(hashOf('ailleurs', honest), 'ailleurs'));
    expect(started).toEqual(['salle 1', 'ailleurs']);
    first.finish();
    await runs[0];
    await settled();
    // The venue's next hash waits for the lone login's: a place stays empty meanwhile.
    expect(started).toEqual(['salle 1', 'ailleurs']);
    expect(queue.load).toEqual({ running: 1, waiting: 1 });
    honest.finish();
    await runs[2];
    await settled();
    expect(started).toEqual(['salle 1', 'ailleurs', 'salle 2']);
    second.finish();
    await Promise.all(runs);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('fills every free place once a lone login’s hash ends, in the lanes’ turn', async () => {
    const queue = new HashQueue({ concurrency: 2, queue: 10, perLane: 4 });
    const hashes = [pending(), pending(), pending(), pending(), pending()];
    const [a1, a2, honest, b1, b2] = hashes as [
      ReturnType<typeof pending>,
      ReturnType<typeof pending>,
      ReturnType<typeof pending>,
      ReturnType<typeof pending>,
      ReturnType<typeof pending>,
    ];
    const runs = [
      queue.run(a1.hash, 'salle A'),
      queue.run(a2.hash, 'salle A'),
      queue.run(honest.hash, 'ailleurs'),
    ];
    runs.push(queue.run(b1.hash, 'salle B'), queue.run(b2.hash, 'salle B'));
    expect(queue.load).toEqual({ running: 2, waiting: 3 });
    a1.finish();
    await runs[0];
    await settled();
    expect(queue.load).toEqual({ running: 1, waiting: 3 });
    honest.finish();
    await runs[2];
    await settled();
    // Both places: the two venues' next hashes (A's, then B's), each lane within its share.
    expect(queue.load).toEqual({ running: 2, waiting: 1 });
    for (const hash of hashes) hash.finish();
    await Promise.all(runs);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('keeps the place a busy lane left to a lone login for that lane, not for the next login', async () => {
    const queue = new HashQueue({ concurrency: 2, queue: 10, perLane: 4 });
    const [first, second, honest, next] = [pending(), pending(), pending(), pending()];
    const { started, hashOf } = startOrder();
    const runs = [
      queue.run(hashOf('salle 1', first), 'salle'),
      queue.run(hashOf('salle 2', second), 'salle'),
      queue.run(hashOf('ailleurs', honest), 'ailleurs'),
    ];
    first.finish();
    await runs[0];
    runs.push(queue.run(hashOf('plus loin', next), 'plus loin'));
    await settled();
    expect(queue.load).toEqual({ running: 1, waiting: 2 });
    honest.finish();
    await runs[2];
    await settled();
    // The venue's turn first, then the later login, each in a place of its own.
    expect(started).toEqual(['salle 1', 'ailleurs', 'salle 2', 'plus loin']);
    for (const hash of [second, next]) hash.finish();
    await Promise.all(runs);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });
});
