/**
 * Logins a room can't block, with the production settings and a clock the test moves: failures for
 * other pseudos never delay a player; a device that signed in to the account before (its signed device
 * cookie, OWASP) gets in with the right password whatever happens on its address; unknown pseudos spend
 * the address's budget of password checks and are refused without hashing once it is empty.
 */
import { describe, expect, it } from '@jest/globals';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEFAULT_CHECK_BUDGET } from '../../src/auth/check-budget';
import { buildTestApp, registerUser, uniquePseudo } from '../helper';

const RIGHT = 'le-bon-mot-de-passe';
const VENUE = '203.0.113.80';

function login(app: FastifyInstance, pseudo: string, password: string, cookie?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/users/login',
    remoteAddress: VENUE,
    payload: { pseudo, password },
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

/** The `name=value` a browser sends back from a login's `Set-Cookie`. */
const deviceCookie = (response: LightMyRequestResponse) =>
  String(response.headers['set-cookie']).split(';')[0]!;

describe('logins a room cannot block', () => {
  const setUp = async () => {
    const clock = { now: 1_800_000_000 };
    const app = await buildTestApp({ rateLimits: undefined, now: () => clock.now });
    return { clock, app };
  };

  it('ten players who mistyped once still sign in after 420 unknown pseudos from their address', async () => {
    const { clock, app } = await setUp();
    const players = [];
    for (let i = 0; i < 10; i += 1) players.push(await registerUser(app, uniquePseudo('salle'), RIGHT));
    for (const player of players) expect((await login(app, player.pseudo, 'faute')).statusCode).toBe(401);
    const attacker: number[] = [];
    for (let i = 0; i < 420; i += 1) {
      attacker.push((await login(app, uniquePseudo('inconnu'), 'x')).statusCode);
      clock.now += 1;
    }
    // The address's ceiling (400 failures, the players' mistakes included) held the attacker.
    expect(attacker.filter((status) => status === 429).length).toBeGreaterThan(0);
    for (const player of players) expect((await login(app, player.pseudo, RIGHT)).statusCode).toBe(200);
  }, 120_000);

  it('a trusted device gets in at once while its address guesses the same account', async () => {
    const { app } = await setUp();
    const player = await registerUser(app, uniquePseudo('fidele'), RIGHT);
    const first = await login(app, player.pseudo, RIGHT);
    expect(first.statusCode).toBe(200);
    expect(String(first.headers['set-cookie'])).toMatch(
      /^mj_appareil_[0-9a-f]{12}=[\w-]+\.[\w-]+; Path=\/api\/users\/login; Max-Age=31536000; HttpOnly; SameSite=Strict; Secure$/,
    );
    const cookie = deviceCookie(first);
    // Someone on the same address guesses until the pair is held (3 free failures, then 1 s, 2 s…).
    for (let i = 0; i < 3; i += 1)
      expect((await login(app, player.pseudo, `essai-${i}`)).statusCode).toBe(401);
    expect((await login(app, player.pseudo, RIGHT)).statusCode).toBe(429);
    // The player's phone is not held, and a mistake on it counts for that phone only.
    expect((await login(app, player.pseudo, 'faute', cookie)).statusCode).toBe(401);
    expect((await login(app, player.pseudo, RIGHT, cookie)).statusCode).toBe(200);
  });

  it('a forged cookie, or another account’s, is no trusted device', async () => {
    const { app } = await setUp();
    const [player, other] = [
      await registerUser(app, uniquePseudo('cible'), RIGHT),
      await registerUser(app, uniquePseudo('voisin'), RIGHT),
    ];
    const own = deviceCookie(await login(app, player.pseudo, RIGHT));
    const others = deviceCookie(await login(app, other.pseudo, RIGHT));
    for (let i = 0; i < 3; i += 1)
      expect((await login(app, player.pseudo, `essai-${i}`)).statusCode).toBe(401);
    const [name, value] = own.split('=');
    const forged = `${name}=${value!.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await login(app, player.pseudo, RIGHT, forged)).statusCode).toBe(429);
    expect((await login(app, player.pseudo, RIGHT, others)).statusCode).toBe(429);
    expect((await login(app, player.pseudo, RIGHT, `${name}=${value}`)).statusCode).toBe(200);
  });

  it('unknown pseudos spend the address’s budget of checks, then are refused without a hash; players are not', async () => {
    const { clock, app } = await setUp();
    const player = await registerUser(app, uniquePseudo('joueur'), RIGHT);
    const statuses: number[] = [];
    for (let i = 0; i < DEFAULT_CHECK_BUDGET.burst + 5; i += 1)
      statuses.push((await login(app, uniquePseudo('inconnu'), 'x')).statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(DEFAULT_CHECK_BUDGET.burst);
    const refused = await login(app, uniquePseudo('inconnu'), 'x');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect((await login(app, player.pseudo, RIGHT)).statusCode).toBe(200);
    clock.now += 1;
    expect((await login(app, uniquePseudo('inconnu'), 'x')).statusCode).toBe(401);
  });
});
