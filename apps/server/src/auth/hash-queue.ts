/**
 * Password hashing, a few at a time. Each hash costs about 0.4 s of CPU and 128 MiB (OWASP's scrypt
 * cost): unbounded, a burst of sign-ups or logins would take every core and memory from the players
 * entering rounds. At most `concurrency` run at once, at most `queue` more wait their turn, and beyond
 * that the request is answered 503 with `Retry-After` at once, without hashing anything.
 */
import { ApiError } from '../errors';
import { SERVER_MESSAGES } from '../messages';

export interface HashQueueLimits {
  /** Hashes computed at the same time (libuv runs them on its 4 threads). */
  concurrency: number;
  /** Hashes waiting for their turn; one more is refused. */
  queue: number;
}

/** Two at once leaves the other cores (and libuv's other threads) to the rest; 32 waiting is ~7 s. */
export const DEFAULT_HASH_QUEUE: HashQueueLimits = { concurrency: 2, queue: 32 };

/** Seconds a refused client waits: about what the queue in front of it takes to drain. */
export const HASH_RETRY_AFTER_SECONDS = 5;

export class HashQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limits: HashQueueLimits = DEFAULT_HASH_QUEUE) {}

  /** Runs `hash` when its turn comes; throws the 503 to answer when the queue is full. */
  async run<T>(hash: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.concurrency) {
      if (this.waiting.length >= this.limits.queue) {
        throw new ApiError(503, SERVER_MESSAGES.hashingBusy, {
          'retry-after': String(HASH_RETRY_AFTER_SECONDS),
        });
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await hash();
    } finally {
      // The place passes straight to the next in line (the running count stays), or is given back.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Hashes running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}
