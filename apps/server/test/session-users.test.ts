/**
 * Session users remembered between requests (auth/session-users.ts): a logout, a deletion or a pseudo
 * change holds at the next request, in the process that wrote it and, on PostgreSQL, in another process
 * on the same database once the event bus has delivered the write's event to it.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { SESSION_USER_MAX_AGE_MS, SessionUsers } from '../src/auth/session-users';
import type { UserRow } from '../src/db/schema';
import { inProcessBus, type BusEvent } from '../src/events/bus';
import {
  backends,
  buildTestApp,
  expectError,
  freshPostgresDatabase,
  registerUser,
  type TestUser,
} from './helper';

const exportOf = (app: FastifyInstance, user: TestUser) =>
  app.inject({ method: 'GET', url: '/api/users/me/export', headers: user.headers });
const pseudoIn = async (app: FastifyInstance, user: TestUser) =>
  (await exportOf(app, user)).json<{ compte: { pseudo: string } }>().compte.pseudo;
const changePseudo = (app: FastifyInstance, user: TestUser, pseudo: string) =>
  app.inject({
    method: 'PATCH',
    url: '/api/users/pseudo',
    headers: user.headers,
    payload: { user_id: user.id, new_pseudo: pseudo },
  });

/** Resolves once `app`'s event bus has delivered this user's event of this type. */
function delivered(app: FastifyInstance, type: BusEvent['type'], userId: string): Promise<void> {
  return new Promise((resolve) => {
    const off = app.events.subscribe((event) => {
      if (event.type === type && 'userId' in event && event.userId === userId) {
        off();
        resolve();
      }
    });
  });
}

describe('one process', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });

  it('refuses a session at the next request after logout, its row having been remembered', async () => {
    const user = await registerUser(app);
    expect((await exportOf(app, user)).statusCode).toBe(200);
    expect((await exportOf(app, user)).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'POST', url: '/api/users/logout', headers: user.headers })).statusCode,
    ).toBe(204);
    expectError(await exportOf(app, user), 401, 'Session invalide ou expirée : reconnecte-toi.');
  });

  it('refuses a deleted account at the next request', async () => {
    const user = await registerUser(app);
    expect((await exportOf(app, user)).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/users/me', headers: user.headers })).statusCode,
    ).toBe(204);
    expectError(await exportOf(app, user), 401);
  });

  it('shows a new pseudo at the next request', async () => {
    const user = await registerUser(app);
    expect(await pseudoIn(app, user)).toBe(user.pseudo);
    expect((await changePseudo(app, user, `${user.pseudo}bis`)).statusCode).toBe(200);
    expect(await pseudoIn(app, user)).toBe(`${user.pseudo}bis`);
  });
});

describe('SessionUsers', () => {
  const row = (pseudo: string) => ({ id: 'u1', pseudo, deletedAt: null }) as unknown as UserRow;

  it('does not remember a row read while a write of that user was announced', async () => {
    const bus = inProcessBus();
    const users = new SessionUsers(bus);
    let release: (value: UserRow) => void = () => undefined;
    const pending = users.get('id:u1', () => new Promise<UserRow>((resolve) => (release = resolve)));
    await bus.publish([{ type: 'utilisateur', userId: 'u1' }]);
    release(row('ancien'));
    expect((await pending)?.pseudo).toBe('ancien');
    expect((await users.get('id:u1', async () => row('nouveau')))?.pseudo).toBe('nouveau');
    users.close();
  });

  it('reads a row again after SESSION_USER_MAX_AGE_MS, and after a resync', async () => {
    const bus = inProcessBus();
    let now = 0;
    const users = new SessionUsers(bus, () => now);
    let reads = 0;
    const load = async () => row(`lu ${(reads += 1)}`);
    expect((await users.get('id:u1', load))?.pseudo).toBe('lu 1');
    now = SESSION_USER_MAX_AGE_MS - 1;
    expect((await users.get('id:u1', load))?.pseudo).toBe('lu 1');
    now = SESSION_USER_MAX_AGE_MS;
    expect((await users.get('id:u1', load))?.pseudo).toBe('lu 2');
    users.forgetAll();
    expect((await users.get('id:u1', load))?.pseudo).toBe('lu 3');
    users.close();
  });
});

if (backends.includes('postgres')) {
  describe('two processes on one PostgreSQL database', () => {
    let here: FastifyInstance;
    let there: FastifyInstance;
    beforeAll(async () => {
      const databaseUrl = await freshPostgresDatabase();
      here = await buildTestApp({ databaseUrl });
      there = await buildTestApp({ databaseUrl });
    });

    it.each([
      ['a logout', 'POST', '/api/users/logout'],
      ['a deletion', 'DELETE', '/api/users/me'],
    ] as const)(
      '%s on one process refuses the session on the other once its event arrives',
      async (_, method, url) => {
        const user = await registerUser(here);
        expect((await exportOf(there, user)).statusCode).toBe(200);
        const arrived = delivered(there, 'acces', user.id);
        expect((await here.inject({ method, url, headers: user.headers })).statusCode).toBe(204);
        await arrived;
        expectError(await exportOf(there, user), 401);
      },
    );

    it('a pseudo changed on one process is the session’s pseudo on the other once its event arrives', async () => {
      const user = await registerUser(here);
      expect(await pseudoIn(there, user)).toBe(user.pseudo);
      const arrived = delivered(there, 'utilisateur', user.id);
      expect((await changePseudo(here, user, `${user.pseudo}ter`)).statusCode).toBe(200);
      await arrived;
      expect(await pseudoIn(there, user)).toBe(`${user.pseudo}ter`);
    });
  });
}
