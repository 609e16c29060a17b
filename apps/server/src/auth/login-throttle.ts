/**
 * Login throttling that slows guessing down without letting anyone lock an account out.
 *
 * Failures are counted per (pseudo, address) and per address. A few are free; after that, each new
 * attempt for the key must wait a delay that doubles with every failure (1 s, 2 s, 4 s… up to a cap).
 * There is no count per pseudo alone: pseudos are public, and a count per pseudo would let anyone lock
 * a player out by typing wrong passwords for them. So the right password from an address that has not
 * been failing always signs in, while an address guessing one account's password gets about 3 + log2
 * of the elapsed seconds tries. The per-address count (with more free failures: a club shares one
 * address) bounds how fast one address sprays guesses over many pseudos.
 *
 * The counts live in the database (table `login_throttle`), so every server process on PostgreSQL sees
 * the same ones; rows are forgotten an hour after their last failure and their number is capped.
 */
import { inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginThrottle } from '../db/schema';

export interface DelayPolicy {
  /** Failures that cost nothing. */
  freeFailures: number;
  /** The longest delay between two attempts. */
  maxDelaySeconds: number;
}

export interface ThrottleLimits {
  perPseudoAddress: DelayPolicy;
  perAddress: DelayPolicy;
  /** A key's failures are forgotten this long after its last one. */
  forgetAfterSeconds: number;
}

export const DEFAULT_LOGIN_LIMITS: ThrottleLimits = {
  perPseudoAddress: { freeFailures: 3, maxDelaySeconds: 15 * 60 },
  // A tournament room behind one address: 30 typing mistakes among its players cost nothing.
  perAddress: { freeFailures: 30, maxDelaySeconds: 5 * 60 },
  forgetAfterSeconds: 3600,
};

/** Rows kept at most; beyond, the oldest go (checked every PRUNE_EVERY attempts). */
export const MAX_THROTTLE_ROWS = 100_000;
const PRUNE_EVERY = 100;

/** Seconds to wait after the last failure when `failures` were counted. */
export function delayAfter(failures: number, policy: DelayPolicy): number {
  if (failures < policy.freeFailures) return 0;
  return Math.min(policy.maxDelaySeconds, 2 ** (failures - policy.freeFailures));
}

const pairKey = (address: string, pseudo: string) => `pa:${pseudo.trim().toLowerCase()}|${address}`;
const addressKey = (address: string) => `a:${address}`;

export class LoginThrottle {
  private attempts = 0;

  constructor(
    private readonly db: Db,
    private readonly limits: ThrottleLimits = DEFAULT_LOGIN_LIMITS,
    private readonly now: () => number = () => Date.now() / 1000,
  ) {}

  /**
   * Starts a login attempt: the seconds to wait before trying again, or 0 when it may proceed, in which
   * case it already counts as a failure until `recordSuccess` says otherwise (checked and counted in
   * one transaction, so parallel guesses cannot all pass the check before the first one is counted).
   */
  async begin(address: string, pseudo: string): Promise<number> {
    const t = this.now();
    const policies = new Map([
      [pairKey(address, pseudo), this.limits.perPseudoAddress],
      [addressKey(address), this.limits.perAddress],
    ]);
    const keys = [...policies.keys()];
    const forgetBefore = new Date((t - this.limits.forgetAfterSeconds) * 1000);
    const wait = await this.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(loginThrottle)
        .where(inArray(loginThrottle.key, keys))
        .for('update');
      let longest = 0;
      for (const row of rows) {
        const last = row.lastFailure.getTime() / 1000;
        if (last < forgetBefore.getTime() / 1000) continue;
        const policy = policies.get(row.key);
        if (policy) longest = Math.max(longest, last + delayAfter(row.failures, policy) - t);
      }
      if (longest > 0) return longest;
      const at = new Date(t * 1000);
      await tx
        .insert(loginThrottle)
        .values(keys.map((key) => ({ key, failures: 1, lastFailure: at })))
        .onConflictDoUpdate({
          target: loginThrottle.key,
          set: {
            failures: sql`case when ${loginThrottle.lastFailure} < ${forgetBefore.toISOString()} then 1 else ${loginThrottle.failures} + 1 end`,
            lastFailure: at,
          },
        });
      return 0;
    });
    this.attempts += 1;
    if (this.attempts % PRUNE_EVERY === 0) await this.prune(forgetBefore);
    return Math.ceil(wait);
  }

  /** The right password: the pair's failures are cleared and the address gets its attempt back. */
  async recordSuccess(address: string, pseudo: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(loginThrottle).where(inArray(loginThrottle.key, [pairKey(address, pseudo)]));
      await tx
        .update(loginThrottle)
        .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
        .where(inArray(loginThrottle.key, [addressKey(address)]));
    });
  }

  /** Forgotten rows go, and the table never holds more than MAX_THROTTLE_ROWS. */
  async prune(forgetBefore = new Date((this.now() - this.limits.forgetAfterSeconds) * 1000)): Promise<void> {
    await this.db.delete(loginThrottle).where(lt(loginThrottle.lastFailure, forgetBefore));
    await this.db.execute(
      sql`delete from ${loginThrottle} where ${loginThrottle.key} in (select ${loginThrottle.key} from ${loginThrottle} order by ${loginThrottle.lastFailure} desc offset ${MAX_THROTTLE_ROWS})`,
    );
  }
}
