/**
 * Reads by key for bursts of callers (a room's thousand pages opening their streams together): a caller
 * that comes while a read of its key runs waits for the next one, which starts when that read ends and
 * serves every caller that came meanwhile. Each caller still gets a state read after it came (never the
 * answer of a read already under way), and a burst costs one read per batch instead of one per caller:
 * the tournament with all of its players, read a thousand times at once, was most of the servers' memory
 * while the streams opened (docs/performance.md).
 */
export function batchedReads<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  /** Per key, the read under way (settled when it ends, never rejected). */
  const running = new Map<string, Promise<void>>();
  /** Per key, the read that starts when the running one ends, shared by whoever comes meanwhile. */
  const next = new Map<string, Promise<T>>();
  const start = (key: string): Promise<T> => {
    next.delete(key);
    const read = load(key);
    const ended = read.then(
      () => undefined,
      () => undefined,
    );
    running.set(key, ended);
    void ended.then(() => {
      if (running.get(key) === ended) running.delete(key);
    });
    return read;
  };
  return (key) => {
    const waiting = next.get(key);
    if (waiting) return waiting;
    const before = running.get(key);
    if (!before) return start(key);
    const read = before.then(() => start(key));
    next.set(key, read);
    return read;
  };
}
