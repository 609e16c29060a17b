/**
 * Login throttling that slows guessing down without letting anyone lock an account out.
 *
 * Failures are counted per (pseudo, address) and per address. The pseudo is counted by its look-alike
 * key (auth/pseudo-key.ts), so that another spelling of it (decomposed accents, other case, Cyrillic
 * letters) is the same pseudo and gets no extra guesses. The address is the client's, an IPv6 client's
 * /64 (client-address.ts).
 *
 * Per (pseudo, address): a few failures are free; after that, each new attempt must wait a delay that
 * doubles with every failure (1 s, 2 s, 4 s… up to a cap). There is no count per pseudo alone: pseudos
 * are public, and a count per pseudo would let anyone lock a player out by typing wrong passwords for
 * them. So an address guessing one account's password gets about 3 + log2 of the elapsed seconds tries.
 *
 * Per address: a ceiling that a room of 80 players behind one venue address never reaches with typing
 * mistakes (each player is stopped by their own pair's delays long before). Past it, the address's own
 * doubling delay applies to unknown pseudos only: failures for other pseudos never delay a pair, so a
 * player is held only by their own mistakes, whatever anyone else on the address did.
 *
 * Per trusted device (auth/device-cookie.ts): a sign-in showing a device cookie of the account counts its
 * failures per cookie, with the pair's policy, and never touches the address's count.
 *
 * The counts live in the database (table `login_throttle`), so every server process on PostgreSQL sees
 * the same ones; rows are forgotten an hour after their last failure and their number is capped.
 */
import { inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginThrottle } from '../db/schema';
import { pseudoKey } from './pseudo-key';

export interface DelayPolicy {
  /** Failures that cost nothing. */
  freeFailures: number;
  /** The longest delay between two attempts. */
  maxDelaySeconds: number;
}

export interface ThrottleLimits {
  perPseudoAddress: DelayPolicy;
  /** `freeFailures` is the address's ceiling (see above). */
  perAddress: DelayPolicy;
  /** A key's failures are forgotten this long after its last one. */
  forgetAfterSeconds: number;
}

export const DEFAULT_LOGIN_LIMITS: ThrottleLimits = {
  perPseudoAddress: { freeFailures: 3, maxDelaySeconds: 15 * 60 },
  // 80 players who each mistype until their own pair stops them (3 free failures, then 1 s, 2 s…, and a
  // success gives one back) stay far below 400 in an hour; an attacker spraying guesses reaches it.
  perAddress: { freeFailures: 400, maxDelaySeconds: 5 * 60 },
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

const pairKey = (address: string, pseudo: string) => `pa:${pseudoKey(pseudo)}|${address}`;
const addressKey = (address: string) => `a:${address}`;
const deviceKey = (device: string) => `d:${device}`;

/** Who is trying: an address and a pseudo, and the nonce of the account's device cookie when shown. */
export interface LoginAttempt {
  address: string;
  pseudo: string;
  /** The pseudo names an account that can sign in. */
  known: boolean;
  device?: string | undefined;
}

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
  async begin({ address, pseudo, known, device }: LoginAttempt): Promise<number> {
    const t = this.now();
    const pair = device ? deviceKey(device) : pairKey(address, pseudo);
    const whole = addressKey(address);
    const keys = device ? [pair] : [pair, whole];
    const forgetBefore = new Date((t - this.limits.forgetAfterSeconds) * 1000);
    const wait = await this.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(loginThrottle)
        .where(inArray(loginThrottle.key, keys))
        .for('update');
      const remembered = (key: string) =>
        rows.find((row) => row.key === key && row.lastFailure.getTime() >= forgetBefore.getTime());
      const waitFor = (row: { failures: number; lastFailure: Date } | undefined, policy: DelayPolicy) =>
        row ? row.lastFailure.getTime() / 1000 + delayAfter(row.failures, policy) - t : 0;
      let longest = waitFor(remembered(pair), this.limits.perPseudoAddress);
      // The address's delay never stops a known pseudo: its own failures alone hold it.
      if (!known && !device) longest = Math.max(longest, waitFor(remembered(whole), this.limits.perAddress));
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

  /** The right password: the pair's (or device's) failures are cleared and the address gets its attempt back. */
  async recordSuccess({ address, pseudo, device }: LoginAttempt): Promise<void> {
    await this.db.transaction(async (tx) => {
      const pair = device ? deviceKey(device) : pairKey(address, pseudo);
      await tx.delete(loginThrottle).where(inArray(loginThrottle.key, [pair]));
      if (device) return;
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
