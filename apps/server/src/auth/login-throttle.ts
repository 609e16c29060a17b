/**
 * Login failures counted per client address and per pseudo in fixed windows. Once a key reaches its
 * limit, logins for it are refused (429 + Retry-After) until the window ends, even with the right
 * password: that is what stops a guessing attack. A successful login clears the pseudo's count.
 */
export interface ThrottleLimits {
  /** Failures allowed per pseudo in a window. */
  perPseudo: number;
  /** Failures allowed per address in a window (several players may share a club's address). */
  perAddress: number;
  windowSeconds: number;
}

export const DEFAULT_LOGIN_LIMITS: ThrottleLimits = { perPseudo: 5, perAddress: 20, windowSeconds: 15 * 60 };

interface Counter {
  failures: number;
  resetAt: number;
}

const MAX_TRACKED_KEYS = 50_000;

export class LoginThrottle {
  private readonly counters = new Map<string, Counter>();

  constructor(
    private readonly limits: ThrottleLimits = DEFAULT_LOGIN_LIMITS,
    private readonly now: () => number = () => Date.now() / 1000,
  ) {}

  /** Seconds to wait before trying again, or 0 when the attempt may proceed. */
  retryAfter(address: string, pseudo: string): number {
    const t = this.now();
    let wait = 0;
    for (const [key, limit] of this.keys(address, pseudo)) {
      const counter = this.counters.get(key);
      if (counter && counter.resetAt > t && counter.failures >= limit)
        wait = Math.max(wait, counter.resetAt - t);
    }
    return Math.ceil(wait);
  }

  /**
   * Starts a login attempt: 0 when it may proceed, in which case it already counts as a failure until
   * `recordSuccess` says otherwise. Checking and counting in one synchronous step means that parallel
   * guesses cannot all pass the check before the first one is counted.
   */
  begin(address: string, pseudo: string): number {
    const wait = this.retryAfter(address, pseudo);
    if (wait === 0) this.recordFailure(address, pseudo);
    return wait;
  }

  recordFailure(address: string, pseudo: string): void {
    const t = this.now();
    if (this.counters.size > MAX_TRACKED_KEYS) this.prune(t);
    for (const [key] of this.keys(address, pseudo)) {
      const counter = this.counters.get(key);
      if (!counter || counter.resetAt <= t) {
        this.counters.set(key, { failures: 1, resetAt: t + this.limits.windowSeconds });
      } else {
        counter.failures += 1;
      }
    }
  }

  /** Clears the pseudo's count; with `address`, gives back the attempt `begin` counted for it. */
  recordSuccess(pseudo: string, address?: string): void {
    this.counters.delete(pseudoKey(pseudo));
    const counter = address === undefined ? undefined : this.counters.get(`addr:${address}`);
    if (counter && counter.failures > 0) counter.failures -= 1;
  }

  private keys(address: string, pseudo: string): Array<[string, number]> {
    return [
      [`addr:${address}`, this.limits.perAddress],
      [pseudoKey(pseudo), this.limits.perPseudo],
    ];
  }

  private prune(t: number): void {
    for (const [key, counter] of this.counters) if (counter.resetAt <= t) this.counters.delete(key);
  }
}

const pseudoKey = (pseudo: string) => `pseudo:${pseudo.trim().toLowerCase()}`;
