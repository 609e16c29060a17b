/**
 * Work that can wait for the page's start to be over: the first page's chunks, data and render
 * come first, on a slow phone's one busy core.
 */
export interface IdleTiming {
  /** Not before this many ms from now. */
  afterMs?: number;
  /** Once the earliest time has come, at most this long for an idle moment. */
  latestMs: number;
}

/**
 * `run` once the main thread is idle (`requestIdleCallback`, or a task of its own where the browser has
 * none), `afterMs` from now at the earliest; returns its cancel.
 */
export function whenIdle(run: () => void, { afterMs = 0, latestMs }: IdleTiming): () => void {
  let cancelIdle = () => {};
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback !== 'function') {
      run();
      return;
    }
    const handle = requestIdleCallback(run, { timeout: latestMs });
    cancelIdle = () => cancelIdleCallback(handle);
  }, afterMs);
  return () => {
    clearTimeout(timer);
    cancelIdle();
  };
}

/** A promise resolved in a task of its own: what follows runs after the browser had a turn. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
