/**
 * Request rate limits (plugins/rate-limit.ts): per user when signed in, per address otherwise and for
 * sign-in, counted before the token check; health checks never limited; TRUST_PROXY decides which
 * address is the client's. Small limits here so that the rules show; docs/performance.md has the real ones.
 */
import { describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_RATE_LIMITS } from '../src/plugins/rate-limit';
import { buildTestApp, expectError, registerUser, uniquePseudo, type TestUser } from './helper';

const limits = { perUser: 5, perAddress: 3, signInPerAddress: 4, screenPerAddress: 2 };
const ROOM = '203.0.113.10';
const TOO_MANY = 'Trop de requêtes. Réessaie dans un instant.';

function get(
  app: FastifyInstance,
  url: string,
  options: { user?: TestUser; from?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'GET',
    url,
    remoteAddress: options.from ?? ROOM,
    headers: { ...(options.user ? options.user.headers : {}), ...options.headers },
  });
}

async function statuses(count: number, request: () => Promise<{ statusCode: number }>): Promise<number[]> {
  const result: number[] = [];
  for (let i = 0; i < count; i += 1) result.push((await request()).statusCode);
  return result;
}

describe('request rate limits', () => {
  it('count a signed-in request for its user: players behind one address do not share a budget', async () => {
    const app = await buildTestApp({ rateLimits: { ...limits, signInPerAddress: 100 } });
    const [alice, bob] = [await registerUser(app), await registerUser(app)];
    expect(await statuses(5, () => get(app, '/api/tournois/', { user: alice }))).toEqual([
      200, 200, 200, 200, 200,
    ]);
    expectError(await get(app, '/api/tournois/', { user: alice }), 429, TOO_MANY);
    // Same address, another player: a whole budget of their own; the address's anonymous budget is untouched.
    expect(await statuses(5, () => get(app, '/api/tournois/', { user: bob }))).toEqual([
      200, 200, 200, 200, 200,
    ]);
    expect((await get(app, '/api/tournois/')).statusCode).toBe(401);
    // Alice's budget follows her to another address.
    expectError(await get(app, '/api/tournois/', { user: alice, from: '198.51.100.4' }), 429, TOO_MANY);
  });

  it('count requests without a valid session per address, before the token check', async () => {
    const app = await buildTestApp({ rateLimits: limits });
    const forged = { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl' };
    expect(await statuses(3, () => get(app, '/api/tournois/', { headers: forged }))).toEqual([401, 401, 401]);
    // The fourth is refused before its token is even looked at, and so is a route that needs none.
    const limited = await get(app, '/api/tournois/');
    expectError(limited, 429, TOO_MANY);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get(app, '/api/docs/json')).statusCode).toBe(429);
    // Another address has its own budget.
    expect((await get(app, '/api/tournois/', { from: '198.51.100.7' })).statusCode).toBe(401);
  });

  it('count registration per address, password logins per address and pseudo, apart from signed-in traffic', async () => {
    const app = await buildTestApp({ rateLimits: { ...limits, signInPerAddress: 100 } });
    const player = await registerUser(app);
    const strict = await buildTestApp({ rateLimits: limits });
    const login = (target: FastifyInstance, pseudo: string) =>
      target.inject({
        method: 'POST',
        url: '/api/users/login',
        remoteAddress: ROOM,
        payload: { pseudo, password: 'faux' },
      });
    // A password login counts for its address and pseudo (its spelling aside): the login throttle answers
    // first (3 failures, then a delay), the request limit after 4 requests.
    const guessed = uniquePseudo('inconnu');
    expect(await statuses(3, () => login(strict, guessed))).toEqual([401, 401, 401]);
    expectError(await login(strict, guessed.toUpperCase()), 429, /^Trop de tentatives de connexion/);
    expectError(await login(strict, ` ${guessed}`), 429, TOO_MANY);
    // Another pseudo from the same address has a budget of its own: one person cannot spend the budget
    // every player of the room needs to sign in.
    expect((await login(strict, uniquePseudo('inconnu'))).statusCode).toBe(401);
    for (let i = 0; i < 4; i += 1) {
      await strict.inject({
        method: 'POST',
        url: '/api/users/register',
        remoteAddress: ROOM,
        payload: { pseudo: uniquePseudo('nouveau'), password: 'court' },
      });
    }
    const register = await strict.inject({
      method: 'POST',
      url: '/api/users/register',
      remoteAddress: ROOM,
      payload: { pseudo: 'nouveau', password: 'motdepasse' },
    });
    expectError(register, 429, TOO_MANY);
    // The players already signed in at that address go on.
    expect((await get(app, '/api/tournois/', { user: player })).statusCode).toBe(200);
  });

  it('count a revoked token for its address, never for the user it names', async () => {
    const app = await buildTestApp({ rateLimits: { ...limits, signInPerAddress: 100 } });
    const player = await registerUser(app);
    const logout = await app.inject({ method: 'POST', url: '/api/users/logout', headers: player.headers });
    expect(logout.statusCode).toBe(204);
    // The logged-out token is refused, and spends the address's budget (3), not the player's (5).
    expect(await statuses(3, () => get(app, '/api/tournois/', { user: player }))).toEqual([401, 401, 401]);
    expectError(await get(app, '/api/tournois/', { user: player }), 429, TOO_MANY);
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      remoteAddress: ROOM,
      payload: { pseudo: player.pseudo, password: 'motdepasse' },
    });
    const fresh = {
      ...player,
      headers: { authorization: `Bearer ${login.json<{ token: string }>().token}` },
    };
    // The player's budget is whole but for the logout itself.
    expect(await statuses(4, () => get(app, '/api/tournois/', { user: fresh }))).toEqual([
      200, 200, 200, 200,
    ]);
    expectError(await get(app, '/api/tournois/', { user: fresh }), 429, TOO_MANY);
  });

  it('count an IPv6 client for its /64: a new address in the same /64 is the same client', async () => {
    const app = await buildTestApp({ rateLimits: limits });
    const from = (address: string) => get(app, '/api/tournois/', { from: address });
    expect(
      [await from('2001:db8:1:2::1'), await from('2001:db8:1:2::2'), await from('2001:db8:1:2:ab::3')].map(
        (r) => r.statusCode,
      ),
    ).toEqual([401, 401, 401]);
    expectError(await from('2001:db8:1:2:ffff::4'), 429, TOO_MANY);
    expect((await from('2001:db8:1:3::1')).statusCode).toBe(401);
  });

  it('never limit health checks', async () => {
    const app = await buildTestApp({ rateLimits: limits });
    expect(await statuses(10, () => get(app, '/api/health'))).toEqual(Array(10).fill(200));
    expect(await statuses(10, () => get(app, '/api/health/ready'))).toEqual(Array(10).fill(200));
    expect((await get(app, '/api/health/ready')).json()).toEqual({ status: 'ok' });
  });

  it('never limit health checks with the real limits: a load balancer checking from one address', async () => {
    const app = await buildTestApp({ rateLimits: DEFAULT_RATE_LIMITS });
    // More than the address's budget (600 a minute), all answered (the issue measured 429 after 400).
    const checks = await statuses(DEFAULT_RATE_LIMITS.perAddress + 50, () => get(app, '/api/health'));
    expect(checks.filter((status) => status !== 200)).toEqual([]);
    expect((await get(app, '/api/health/ready')).statusCode).toBe(200);
    // Health checks took nothing from the address's budget: its next counted request is not refused.
    expect((await get(app, '/api/tournois/')).statusCode).toBe(401);
  });
});

describe('TRUST_PROXY', () => {
  const PROXY = '10.0.0.2';
  const fromProxy = (app: FastifyInstance, client: string) =>
    get(app, '/api/tournois/', { from: PROXY, headers: { 'x-forwarded-for': client } });

  it('off (the default): every client behind the proxy shares its address', async () => {
    const app = await buildTestApp({ rateLimits: limits });
    expect(await statuses(3, () => fromProxy(app, '192.0.2.1'))).toEqual([401, 401, 401]);
    expect((await fromProxy(app, '192.0.2.2')).statusCode).toBe(429);
  });

  it.each([
    ['a hop count', 1],
    ['the proxy’s address', [PROXY]],
  ])('with %s: each client counts for its own address', async (_label, trustProxy) => {
    const app = await buildTestApp({ rateLimits: limits, trustProxy });
    expect(await statuses(3, () => fromProxy(app, '192.0.2.1'))).toEqual([401, 401, 401]);
    expect((await fromProxy(app, '192.0.2.1')).statusCode).toBe(429);
    expect((await fromProxy(app, '192.0.2.2')).statusCode).toBe(401);
  });

  it('with a list of addresses, a client that is not a listed proxy cannot choose its address', async () => {
    const app = await buildTestApp({ rateLimits: limits, trustProxy: [PROXY] });
    const forged = (client: string) =>
      get(app, '/api/tournois/', { from: '198.51.100.9', headers: { 'x-forwarded-for': client } });
    expect(await statuses(3, () => forged(`192.0.2.${Math.floor(Math.random() * 200)}`))).toEqual([
      401, 401, 401,
    ]);
    expect((await forged('192.0.2.250')).statusCode).toBe(429);
  });
});
