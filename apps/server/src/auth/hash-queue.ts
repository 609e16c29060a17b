/**
 * Password hashing, a few at a time. Each hash costs about 0.4 s of CPU and 128 MiB (OWASP's scrypt
 * cost): unbounded, a burst of sign-ups or logins would take every core and memory from the players
 * entering rounds. At most `concurrency` run at once, at most `queue` more wait their turn, and beyond
 * that the request is answered 503 with `Retry-After` at once, without hashing anything.
 *
 * Fairness: each request waits in a lane (an address, or a trusted device's account): lanes take turns,
 * one hash each, and one lane holds at most `perLane` waiting. So accounts hammering the login from one
 * address fill their own lane and are refused there, while a player elsewhere (or on a trusted device)
 * waits behind at most one of their hashes.
 */
import { ApiError } from '../errors';
import { SERVER_MESSAGES } from '../messages';

export interface HashQueueLimits {
  /** Hashes computed at the same time (libuv runs them on its 4 threads). */
  concurrency: number;
  /** Hashes waiting for their turn; one more is refused. */
  queue: number;
  /** Hashes waiting in one lane; one more of that lane is refused (default: `queue`). */
  perLane?: number;
}

/**
 * Two at once leaves the other cores (and libuv's other threads) to the rest; 32 waiting is ~7 s; 4 per
 * lane lets a family share a phone or a club share a venue's address without waiting long.
 */
export const DEFAULT_HASH_QUEUE: HashQueueLimits = { concurrency: 2, queue: 32, perLane: 4 };

/** The lane of requests that name none (sign-ups, tests). */
const SHARED_LANE = '';

/** Seconds a refused client waits: about what the queue in front of it takes to drain. */
export const HASH_RETRY_AFTER_SECONDS = 5;

export class HashQueue {
  private running = 0;
  private waiting = 0;
  /** Waiting hashes per lane; the map's order is the lanes' turn (a served lane goes to the back). */
  private readonly lanes = new Map<string, Array<() => void>>();

  constructor(private readonly limits: HashQueueLimits = DEFAULT_HASH_QUEUE) {}

  /** Runs `hash` when its turn comes; throws the 503 to answer when the queue or its lane is full. */
  async run<T>(hash: () => Promise<T>, lane = SHARED_LANE): Promise<T> {
    if (this.running >= this.limits.concurrency) {
      const line = this.lanes.get(lane) ?? [];
      if (this.waiting >= this.limits.queue || line.length >= (this.limits.perLane ?? this.limits.queue)) {
        throw new ApiError(503, SERVER_MESSAGES.hashingBusy, {
          'retry-after': String(HASH_RETRY_AFTER_SECONDS),
        });
      }
      await new Promise<void>((resolve) => {
        line.push(resolve);
        this.lanes.set(lane, line);
        this.waiting += 1;
      });
    } else {
      this.running += 1;
    }
    try {
      return await hash();
    } finally {
      // The place passes straight to the next lane's first (the running count stays), or is given back.
      if (!this.startNext()) this.running -= 1;
    }
  }

  private startNext(): boolean {
    const [lane, line] = this.lanes.entries().next().value ?? [];
    const next = line?.shift();
    if (lane === undefined || !next) return false;
    this.lanes.delete(lane);
    if (line!.length > 0) this.lanes.set(lane, line!);
    this.waiting -= 1;
    next();
    return true;
  }

  /** Hashes running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting };
  }
}
