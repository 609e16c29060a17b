/**
 * Login abuse with the production limits (5 failures per pseudo and 20 per address in 15 min, 30 sign-in
 * requests per address and minute): guessing one account's password, sequentially or in a parallel
 * burst from many addresses, and a burst from one address, end in 429 with Retry-After; an unknown
 * pseudo costs the same password check as a wrong password (the time itself: `pnpm test:stress`).
 */
import crypto, { type ScryptOptions } from 'node:crypto';
import { describe, expect, it, jest } from '@jest/globals';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildTestApp, registerUser, uniquePseudo } from '../helper';

const RIGHT = 'le-bon-mot-de-passe';

/** The app as production runs it: default login limits and request rate limit. */
const productionLimits = () => buildTestApp({ rateLimitMax: 600 });

function login(app: FastifyInstance, pseudo: string, password: string, address = '203.0.113.7') {
  return app.inject({ method: 'POST', url: '/api/users/login', remoteAddress: address, payload: { pseudo, password } });
}

function countStatuses(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
  return counts;
}

/** Every 429 says when to come back (seconds, at most the 15-minute window) and says it in French. */
function expectThrottled(responses: LightMyRequestResponse[]): void {
  const throttled = responses.filter((r) => r.statusCode === 429);
  expect(throttled.length).toBeGreaterThan(0);
  for (const response of throttled) {
    const retryAfter = Number(response.headers['retry-after']);
    expect(Number.isInteger(retryAfter) && retryAfter > 0 && retryAfter <= 15 * 60).toBe(true);
    expect(response.json()).toEqual({ detail: expect.stringMatching(/^Trop de /) });
  }
}

describe('login abuse', () => {
  it('150 wrong passwords for one account from one address: 5 checked, then 429 even for the right one', async () => {
    const app = await productionLimits();
    const victim = await registerUser(app, uniquePseudo('victime'), RIGHT);
    const responses: LightMyRequestResponse[] = [];
    for (let i = 0; i < 150; i += 1) responses.push(await login(app, victim.pseudo, `essai-${i}`));
    expect(countStatuses(responses)).toEqual({ 401: 5, 429: 145 });
    expectThrottled(responses);
    const right = await login(app, victim.pseudo, RIGHT);
    expectThrottled([right]);
  });

  it('150 parallel guesses for one account from 150 addresses: at most 5 are checked, the right one among them is refused', async () => {
    const app = await productionLimits();
    const victim = await registerUser(app, uniquePseudo('victime'), RIGHT);
    const guesses = Array.from({ length: 150 }, (_, i) => (i === 120 ? RIGHT : `essai-${i}`));
    const responses = await Promise.all(guesses.map((password, i) => login(app, victim.pseudo, password, `10.9.${i >> 8}.${i & 255}`)));
    expect(countStatuses(responses)).toEqual({ 401: 5, 429: 145 });
    expect(responses[120]!.statusCode).toBe(429);
    expectThrottled(responses);
  });

  it('a burst from one address (100 parallel logins, then 40 sign-ups) is cut off; other addresses still sign in', async () => {
    const app = await productionLimits();
    const bystander = await registerUser(app, uniquePseudo('passant'), RIGHT);
    const logins = await Promise.all(Array.from({ length: 100 }, () => login(app, uniquePseudo('inconnu'), 'x', '192.0.2.66')));
    // At most 20 failures per address get a password check; the request limit (30 a minute) may refuse
    // the whole burst at once (@fastify/rate-limit counts every parallel request before answering any).
    const loginCounts = countStatuses(logins);
    expect(loginCounts[401] ?? 0).toBeLessThanOrEqual(20);
    expect((loginCounts[401] ?? 0) + (loginCounts[429] ?? 0)).toBe(100);
    expectThrottled(logins);
    const signUps: LightMyRequestResponse[] = [];
    for (let i = 0; i < 40; i += 1) {
      signUps.push(
        await app.inject({ method: 'POST', url: '/api/users/register', remoteAddress: '192.0.2.67', payload: { pseudo: uniquePseudo('robot'), password: RIGHT } }),
      );
    }
    expect(countStatuses(signUps)).toEqual({ 201: 30, 429: 10 });
    expectThrottled(signUps);
    expect((await login(app, bystander.pseudo, RIGHT, '198.51.100.1')).statusCode).toBe(200);
  });

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
