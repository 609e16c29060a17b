/** /users/…: accounts, sessions, the caller's games, export and deletion. */
import { MAX_PSEUDO_LENGTH, MESSAGES, validatePseudoChange } from '@mj/domain';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  changePseudoRoute,
  deleteAccountRoute,
  exportRoute,
  googleLoginRoute,
  listUsersRoute,
  loginRoute,
  logoutRoute,
  myGamesRoute,
  registerRoute,
} from '@mj/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { FirebaseTokenError } from '../auth/firebase-token';
import type { UserRow } from '../db/schema';
import { ApiError, badRequest, conflict, forbidden, unauthorized } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import { PseudoTakenError } from '../repositories/users';
import { exportAccount } from '../services/account';
import { toGame, toUser } from '../wire';

const MIN_PASSWORD_LENGTH = 6;
/** Sign-in routes: per-address request limit on top of the login failure throttle. */
const SIGN_IN_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

function checkedPseudo(raw: string): string {
  const pseudo = raw.trim();
  if (pseudo === '') throw badRequest(MESSAGES.pseudoEmpty);
  if ([...pseudo].length > MAX_PSEUDO_LENGTH) throw badRequest(MESSAGES.pseudoTooLong);
  return pseudo;
}

async function withUniquePseudo<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof PseudoTakenError) throw conflict(SERVER_MESSAGES.pseudoTaken);
    throw error;
  }
}

/** Google sign-up: the display name, else the email's local part, made unique with a number. */
async function createGoogleUser(
  app: FastifyInstance,
  identity: { uid: string; email: string; name: string },
) {
  const base = (identity.name.trim() || identity.email.split('@')[0]?.trim() || 'Joueur').slice(
    0,
    MAX_PSEUDO_LENGTH,
  );
  for (let attempt = 1; attempt <= 50; attempt += 1) {
    const suffix = attempt === 1 ? '' : ` ${attempt}`;
    const pseudo = `${base.slice(0, MAX_PSEUDO_LENGTH - suffix.length)}${suffix}`;
    if (await app.repos.users.pseudoExists(pseudo)) continue;
    try {
      return await app.repos.users.create({
        pseudo,
        email: identity.email,
        provider: 'google',
        firebaseUid: identity.uid,
      });
    } catch (error) {
      if (error instanceof PseudoTakenError) continue;
      // The same Google account signing in twice at once: the other request created it.
      const existing = await app.repos.users.findByFirebaseUid(identity.uid);
      if (existing) return existing;
      throw error;
    }
  }
  throw conflict(SERVER_MESSAGES.pseudoTaken);
}

export async function userRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const me = (request: FastifyRequest): UserRow => request.currentUser;

  app.post(
    '/users/register',
    {
      config: { public: true, rateLimit: SIGN_IN_RATE_LIMIT },
      schema: { tags: ['users'], security: [], ...registerRoute },
    },
    async (request, reply) => {
      const pseudo = checkedPseudo(request.body.pseudo);
      if (request.body.password.length < MIN_PASSWORD_LENGTH)
        throw badRequest(SERVER_MESSAGES.passwordTooShort);
      if (await app.repos.users.pseudoExists(pseudo)) throw conflict(SERVER_MESSAGES.pseudoTaken);
      const passwordHash = await hashPassword(request.body.password, app.scryptCost);
      const user = await withUniquePseudo(() =>
        app.repos.users.create({ pseudo, provider: 'local', passwordHash }),
      );
      const token = await app.localTokens.issue({ userId: user.id, tokenVersion: user.tokenVersion });
      return reply.code(201).send({ ...toUser(user, true), token });
    },
  );

  app.post(
    '/users/login',
    {
      config: { public: true, rateLimit: SIGN_IN_RATE_LIMIT },
      schema: { tags: ['users'], security: [], ...loginRoute },
    },
    async (request) => {
      const { pseudo, password } = request.body;
      // Counted as a failure from here on, so that a burst of parallel guesses is throttled too.
      const wait = app.loginThrottle.begin(request.ip, pseudo);
      if (wait > 0)
        throw new ApiError(429, SERVER_MESSAGES.tooManyLogins(wait), { 'retry-after': String(wait) });
      const user = pseudo.trim() ? await app.repos.users.findActiveByPseudo(pseudo.trim()) : undefined;
      // Unknown pseudo or Google account: check against a dummy hash so every failure costs the same.
      const hash = user?.passwordHash ?? (await app.dummyPasswordHash());
      const valid = await verifyPassword(password, hash);
      if (!user?.passwordHash || !valid) throw unauthorized(SERVER_MESSAGES.badCredentials);
      app.loginThrottle.recordSuccess(pseudo, request.ip);
      const token = await app.localTokens.issue({ userId: user.id, tokenVersion: user.tokenVersion });
      return { ...toUser(user, true), token };
    },
  );

  app.post(
    '/users/google-login',
    {
      config: { public: true, rateLimit: SIGN_IN_RATE_LIMIT },
      schema: { tags: ['users'], security: [], ...googleLoginRoute },
    },
    async (request) => {
      if (!app.verifyFirebaseToken) throw unauthorized(SERVER_MESSAGES.googleNotConfigured);
      let identity;
      try {
        identity = await app.verifyFirebaseToken(request.body.token);
      } catch (error) {
        if (error instanceof FirebaseTokenError) throw unauthorized(SERVER_MESSAGES.googleTokenInvalid);
        throw error;
      }
      const existing = await app.repos.users.findByFirebaseUid(identity.uid);
      const user = existing ?? (await createGoogleUser(app, identity));
      return toUser(user, true);
    },
  );

  app.patch('/users/pseudo', { schema: { tags: ['users'], ...changePseudoRoute } }, async (request) => {
    const user = me(request);
    if (request.body.user_id !== user.id) throw forbidden(SERVER_MESSAGES.notYourAccount);
    const pseudo = validatePseudoChange(request.body.new_pseudo, user.pseudo);
    if (!pseudo.ok) throw badRequest(pseudo.error);
    const updated = await withUniquePseudo(() => app.repos.users.updatePseudo(user.id, pseudo.value));
    return toUser(updated, true);
  });

  app.get('/users/users', { schema: { tags: ['users'], ...listUsersRoute } }, async (request) => {
    const caller = me(request);
    return (await app.repos.users.list()).map((user) => toUser(user, user.id === caller.id));
  });

  app.get('/users/mes-parties', { schema: { tags: ['users'], ...myGamesRoute } }, async (request) =>
    (await app.repos.games.listForUser(me(request).id)).map(toGame),
  );

  app.post('/users/logout', { schema: { tags: ['users'], ...logoutRoute } }, async (request, reply) => {
    await app.repos.users.bumpTokenVersion(me(request).id);
    return reply.code(204).send();
  });

  app.get('/users/me/export', { schema: { tags: ['users'], ...exportRoute } }, async (request) =>
    exportAccount(app.repos, me(request), new Date()),
  );

  app.delete('/users/me', { schema: { tags: ['users'], ...deleteAccountRoute } }, async (request, reply) => {
    await app.repos.users.anonymize(me(request).id);
    return reply.code(204).send();
  });
}
