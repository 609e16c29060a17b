/**
 * A per-address budget of password checks, spent before the hashing queue: each address holds up to
 * `burst` checks and earns `perSecond` back. A check of an unknown pseudo that finds the budget empty is
 * refused at once (429), without hashing: spraying guesses over made-up pseudos costs the server one
 * hash a second or so per address, not its cores. A known pseudo spends from the budget but is never
 * refused by it (its own failures hold it, auth/login-throttle.ts), and a trusted device does not touch
 * it (auth/device-cookie.ts). Kept per process, as the hashing it protects is.
 */
export interface CheckBudgetLimits {
  burst: number;
  perSecond: number;
}

/** A venue's 80 arrivals in a few minutes stay well within it; a script spraying pseudos does not. */
export const DEFAULT_CHECK_BUDGET: CheckBudgetLimits = { burst: 60, perSecond: 1 };

/** Addresses remembered at most; beyond, those whose budget is full again are forgotten. */
const MAX_ADDRESSES = 10_000;

export class CheckBudget {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly limits: CheckBudgetLimits = DEFAULT_CHECK_BUDGET,
    private readonly now: () => number = () => Date.now() / 1000,
  ) {}

  /**
   * Spends one check of `address`: 0 when spent, or when `neverRefused` (a known pseudo: it spends what
   * is left, if anything); else the seconds until one is earned back.
   */
  spend(address: string, neverRefused: boolean): number {
    const t = this.now();
    const bucket = this.buckets.get(address) ?? { tokens: this.limits.burst, at: t };
    const tokens = Math.min(this.limits.burst, bucket.tokens + (t - bucket.at) * this.limits.perSecond);
    if (tokens < 1 && !neverRefused) return Math.ceil((1 - tokens) / this.limits.perSecond);
    this.buckets.set(address, { tokens: Math.max(0, tokens - 1), at: t });
    if (this.buckets.size > MAX_ADDRESSES) this.forgetFull(t);
    return 0;
  }

  private forgetFull(t: number): void {
    for (const [address, bucket] of this.buckets) {
      if (bucket.tokens + (t - bucket.at) * this.limits.perSecond >= this.limits.burst)
        this.buckets.delete(address);
    }
  }
}
