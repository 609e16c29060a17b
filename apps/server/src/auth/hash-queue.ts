/**
 * Password hashing, a few at a time. Each hash costs about 0.4 s of CPU and 128 MiB (OWASP's scrypt
 * cost): unbounded, a burst of sign-ups or logins would take every core and memory from the players
 * entering rounds. At most `concurrency` run at once, at most `queue` more wait their turn, and beyond
 * that the request is answered 503 with `Retry-After` at once, without hashing anything.
 *
 * Fairness: each request waits in a lane (an address, or a trusted device's account): lanes take turns,
 * one hash each; one lane runs at most `concurrency − 1` hashes at once (so one place is always left for
 * the others) and holds at most `perLane` waiting. So accounts hammering the login from one address fill
 * their own lane and are refused there, while a player elsewhere (or on a trusted device) starts at once.
 *
 * A lone request (its lane had nothing running nor waiting) that starts at once goes first in another
 * way too: while its hash runs, lanes with a backlog start no new hash. A scrypt hash is CPU and memory
 * bound, so a login that shared the cores with a flooding lane's next hash would take up to twice as long;
 * it shares them only with the hashes already running when it came. The place a backlogged lane left
 * empty meanwhile is its own when the lone hash ends: a stream of lone logins cannot starve it.
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
 * Two at once leaves the other cores (and libuv's other threads) to the rest; 32 waiting is ~7 s; 8 per
 * lane lets a club's first arrivals share a venue's address (a few seconds each behind the others).
 */
export const DEFAULT_HASH_QUEUE: HashQueueLimits = { concurrency: 2, queue: 32, perLane: 8 };

/** The lane of requests that name none (sign-ups): it may take every place. */
const SHARED_LANE = '';

/** Seconds a refused client waits: about what the queue in front of it takes to drain. */
export const HASH_RETRY_AFTER_SECONDS = 5;

export class HashQueue {
  private running = 0;
  private waiting = 0;
  /** Hashes running per lane. */
  private readonly runningIn = new Map<string, number>();
  /** Waiting hashes per lane; the map's order is the lanes' turn (a served lane goes to the back). */
  private readonly lanes = new Map<string, Array<() => void>>();
  /** Lanes whose lone request's hash runs now. */
  private readonly loneIn = new Set<string>();

  constructor(private readonly limits: HashQueueLimits = DEFAULT_HASH_QUEUE) {}

  /** Hashes one lane may run at once: all but one place, so that another lane always finds one. */
  private get perLaneRunning(): number {
    return Math.max(1, this.limits.concurrency - 1);
  }

  private mayStart(lane: string): boolean {
    if (this.running >= this.limits.concurrency) return false;
    return lane === SHARED_LANE || (this.runningIn.get(lane) ?? 0) < this.perLaneRunning;
  }

  /** A waiting hash of `lane` may start: a place, its lane's share, and no other lane's lone hash running. */
  private mayStartWaiting(lane: string): boolean {
    if (!this.mayStart(lane)) return false;
    for (const lone of this.loneIn) if (lone !== lane) return false;
    return true;
  }

  /** A waiting lane could start but for a lone hash running: the free place is its. */
  private yielding(): boolean {
    for (const lane of this.lanes.keys()) if (this.mayStart(lane)) return true;
    return false;
  }

  /** Runs `hash` when its turn comes; throws the 503 to answer when the queue or its lane is full. */
  async run<T>(hash: () => Promise<T>, lane = SHARED_LANE): Promise<T> {
    // A place a backlogged lane left to a lone hash is not taken by the next request (no starving it).
    const startsNow = this.mayStart(lane) && !this.lanes.has(lane) && !this.yielding();
    // Lone: its lane had nothing running nor waiting (one player's login, not a lane's queue).
    const lone = startsNow && !this.runningIn.has(lane);
    if (startsNow) {
      this.begin(lane);
      if (lone) this.loneIn.add(lane);
    } else {
      const line = this.lanes.get(lane) ?? [];
      if (this.waiting >= this.limits.queue || line.length >= (this.limits.perLane ?? this.limits.queue)) {
        throw new ApiError(503, SERVER_MESSAGES.hashingBusy, {
          'retry-after': String(HASH_RETRY_AFTER_SECONDS),
        });
      }
      // Started by `startNext` (which counts it as running) when a place and its lane's turn come.
      await new Promise<void>((resolve) => {
        line.push(resolve);
        this.lanes.set(lane, line);
        this.waiting += 1;
      });
    }
    try {
      return await hash();
    } finally {
      if (lone) this.loneIn.delete(lane);
      this.running -= 1;
      const left = (this.runningIn.get(lane) ?? 1) - 1;
      if (left > 0) this.runningIn.set(lane, left);
      else this.runningIn.delete(lane);
      this.startNext();
    }
  }

  private begin(lane: string): void {
    this.running += 1;
    this.runningIn.set(lane, (this.runningIn.get(lane) ?? 0) + 1);
  }

  /**
   * Starts waiting hashes, in the lanes' turn, while one may start (a lone hash's end may free more than
   * one place: the backlogged lanes left them empty while it ran).
   */
  private startNext(): void {
    for (;;) {
      const lane = [...this.lanes.keys()].find((one) => this.mayStartWaiting(one));
      if (lane === undefined) return;
      const line = this.lanes.get(lane)!;
      const next = line.shift()!;
      this.lanes.delete(lane);
      if (line.length > 0) this.lanes.set(lane, line);
      this.waiting -= 1;
      this.begin(lane);
      next();
    }
  }

  /** Hashes running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting };
  }
}
