/**
 * Login abuse with the production settings (auth/login-throttle.ts: 3 free failures per pseudo and
 * address, then delays doubling from 1 s; a ceiling of 400 per address, past which only pseudos that
 * have not failed from it may try; 120 login requests per address and pseudo a minute):
 * an attacker's guesses slow down ever more, and nobody can lock a player out: the right password from an
 * address that has not been failing still signs in. The clock is the app's, moved by the test. An
 * unknown pseudo costs the same password check as a wrong password (the time itself: `pnpm test:stress`).
 */
import crypto, { type ScryptOptions } from 'node:crypto';
import { describe, expect, it, jest } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { backends, buildTestApp, freshPostgresDatabase, registerUser, uniquePseudo } from '../helper';

const RIGHT = 'le-bon-mot-de-passe';
const ATTACKER = '203.0.113.7';

/** The app as production runs it, with a clock the test moves (seconds). */
async function productionApp(clock: { now: number }, databaseUrl?: string) {
  return buildTestApp({
    rateLimits: undefined,
    now: () => clock.now,
    ...(databaseUrl ? { databaseUrl } : {}),
  });
}

function login(app: FastifyInstance, pseudo: string, password: string, address = ATTACKER) {
  return app.inject({
    method: 'POST',
    url: '/api/users/login',
    remoteAddress: address,
    payload: { pseudo, password },
  });
}

function retryAfter(response: LightMyRequestResponse): number {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ detail: expect.stringMatching(/^Trop de /) });
  return Number(response.headers['retry-after']);
}

describe('login abuse', () => {
  it('one address guessing one account: 3 free tries, then delays that double (1, 2, 4, 8, 16 s)', async () => {
    const clock = { now: 1_800_000_000 };
    const app = await productionApp(clock);
    const victim = await registerUser(app, uniquePseudo('victime'), RIGHT);
    for (let i = 0; i < 3; i += 1)
      expect((await login(app, victim.pseudo, `essai-${i}`)).statusCode).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const wait = retryAfter(await login(app, victim.pseudo, `essai-${i}`));
      waits.push(wait);
      clock.now += wait;
      expect((await login(app, victim.pseudo, `encore-${i}`)).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16]);
    // Even the right password waits at the attacker's address…
    expect(retryAfter(await login(app, victim.pseudo, RIGHT))).toBe(32);
    // …but the victim, from anywhere else, signs in at once.
    expect((await login(app, victim.pseudo, RIGHT, '198.51.100.20')).statusCode).toBe(200);
  });

  it('a parallel burst on one account from one address gets its 3 free tries and no more', async () => {
    const clock = { now: 1_800_000_000 };
    const app = await productionApp(clock);
    const victim = await registerUser(app, uniquePseudo('victime'), RIGHT);
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(app, victim.pseudo, `essai-${i}`)),
    );
    const counts = responses.map((r) => r.statusCode).sort();
    expect(counts.filter((s) => s === 401)).toHaveLength(3);
    expect(counts.filter((s) => s === 429)).toHaveLength(37);
  });

  it('one address spraying unknown pseudos: 400 free failures, then it waits; known pseudos are held by their own failures only', async () => {
    const clock = { now: 1_800_000_000 };
    const app = await productionApp(clock);
    const [bystander, mistyped] = [
      await registerUser(app, uniquePseudo('passant'), RIGHT),
      await registerUser(app, uniquePseudo('distrait'), RIGHT),
    ];
    expect((await login(app, mistyped.pseudo, 'faux')).statusCode).toBe(401);
    // One a second: within the address's budget of checks (auth/check-budget.ts, tested below).
    for (let i = 0; i < 399; i += 1) {
      clock.now += 1;
      expect((await login(app, uniquePseudo('inconnu'), 'x')).statusCode).toBe(401);
    }
    // Past the ceiling: unknown pseudos wait; a known pseudo, even one that failed here, is let through.
    expect(retryAfter(await login(app, uniquePseudo('inconnu'), 'x'))).toBe(1);
    expect((await login(app, mistyped.pseudo, RIGHT)).statusCode).toBe(200);
    expect((await login(app, bystander.pseudo, RIGHT)).statusCode).toBe(200);
    expect((await login(app, mistyped.pseudo, RIGHT, '198.51.100.1')).statusCode).toBe(200);
  });

  it('an NFD, upper-case or look-alike spelling of a pseudo is the same pseudo: no extra guesses', async () => {
    const clock = { now: 1_800_000_000 };
    const app = await productionApp(clock);
    const victim = await registerUser(app, uniquePseudo('\u00c9lodie'), RIGHT);
    for (let i = 0; i < 3; i += 1) expect((await login(app, victim.pseudo, 'faux')).statusCode).toBe(401);
    const spellings = [
      victim.pseudo.normalize('NFD'),
      victim.pseudo.toUpperCase(),
      victim.pseudo.replace('o', '\u043e'), // Cyrillic о
    ];
    for (const spelling of spellings) expect(retryAfter(await login(app, spelling, 'faux'))).toBe(1);
  });

  it('a player who mistyped signs in with the right password and starts afresh', async () => {
    const clock = { now: 1_800_000_000 };
    const app = await productionApp(clock);
    const player = await registerUser(app, uniquePseudo('joueur'), RIGHT);
    for (let i = 0; i < 3; i += 1)
      expect((await login(app, player.pseudo, 'faute-de-frappe')).statusCode).toBe(401);
    clock.now += 1;
    expect((await login(app, player.pseudo, RIGHT)).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1)
      expect((await login(app, player.pseudo, 'faute-de-frappe')).statusCode).toBe(401);
  });

  it('failures are forgotten an hour after the last one, and pruning removes their rows', async () => {
    const clock = { now: 1_800_000_000 };
    const app = await productionApp(clock);
    const victim = await registerUser(app, uniquePseudo('victime'), RIGHT);
    for (let i = 0; i < 4; i += 1) await login(app, victim.pseudo, 'faux');
    expect(retryAfter(await login(app, victim.pseudo, 'faux'))).toBeGreaterThan(0);
    clock.now += 3601;
    expect((await login(app, victim.pseudo, 'faux')).statusCode).toBe(401);
    clock.now += 3601;
    await app.loginThrottle.prune();
    const rows = await app.database.db.execute(sql`select count(*)::int as n from login_throttle`);
    expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
  });

  if (backends.includes('postgres')) {
    it('is shared by two server processes on one PostgreSQL database', async () => {
      const clock = { now: 1_800_000_000 };
      const databaseUrl = await freshPostgresDatabase();
      const [first, second] = [
        await productionApp(clock, databaseUrl),
        await productionApp(clock, databaseUrl),
      ];
      const victim = await registerUser(first, uniquePseudo('victime'), RIGHT);
      for (let i = 0; i < 3; i += 1) expect((await login(first, victim.pseudo, 'faux')).statusCode).toBe(401);
      expect(retryAfter(await login(second, victim.pseudo, 'faux'))).toBe(1);
    });
  }

  it('an unknown pseudo costs the same password check as a wrong password (one scrypt at the configured cost)', async () => {
    // The timing itself (medians, Mann–Whitney) is measured by `pnpm test:stress` (stress/login.stress.ts):
    // here, the logic that makes the two take the same time, counted on the real node:crypto scrypt.
    const cost = { N: 2 ** 11, r: 8, p: 1 };
    const app = await buildTestApp({ scryptCost: cost });
    const account = await registerUser(app, uniquePseudo('cible'), RIGHT);
    // The first unknown pseudo also derives the dummy hash, once per app.
    expect((await login(app, uniquePseudo('inconnu'), 'x')).statusCode).toBe(401);
    const scrypt = jest.spyOn(crypto, 'scrypt');
    try {
      const checkedCosts = async (pseudo: string) => {
        scrypt.mockClear();
        const response = await login(app, pseudo, 'pas-le-bon-mot-de-passe', '198.51.100.9');
        const costs = scrypt.mock.calls.map(([, , , options]) => (options as ScryptOptions).N);
        return { status: response.statusCode, body: response.json(), costs };
      };
      const unknown = await checkedCosts(uniquePseudo('inconnu'));
      const wrong = await checkedCosts(account.pseudo);
      expect(unknown).toEqual({ status: 401, body: { detail: expect.any(String) }, costs: [cost.N] });
      expect(wrong).toEqual(unknown);
    } finally {
      scrypt.mockRestore();
    }
  });
});
