/** /users/…: accounts, sessions, the caller's games, export and deletion. Logic: services/account. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  changePseudoRoute,
  deleteAccountRoute,
  exportRoute,
  getProfileRoute,
  googleLoginRoute,
  listUsersRoute,
  loginRoute,
  logoutRoute,
  myGamesRoute,
  playerStatisticsRoute,
  profileRoute,
  registerRoute,
} from '@mj/contract';
import type { FastifyInstance } from 'fastify';
import { clientAddressKey } from '../client-address';
import {
  changePseudo,
  deleteAccount,
  editProfile,
  exportAccount,
  googleLogin,
  listUsers,
  login,
  logout,
  myGames,
  register,
} from '../services/account';
import { statisticsOf } from '../services/statistics';
import { toOwnUser } from '../wire';

/** Sign-in routes: no session, counted per address by the rate limiter (plugins/rate-limit.ts). */
const signIn = { config: { public: true, signIn: true } };
const tags = ['users'];

export async function userRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  /** After a committed write of the caller's row: every process forgets it (auth/session-users.ts). */
  const userChanged = (event: Parameters<typeof app.sessionUsers.changed>[0]) =>
    app.sessionUsers.changed(event);

  app.post(
    '/users/register',
    { ...signIn, schema: { tags, security: [], ...registerRoute } },
    async (request, reply) => reply.code(201).send(await register(app, request.body)),
  );

  app.post(
    '/users/login',
    {
      config: { public: true, signIn: 'pseudo' },
      preValidation: app.limitRateAfterBody,
      schema: { tags, security: [], ...loginRoute },
    },
    async (request, reply) => {
      const origin = { address: clientAddressKey(request.ip), cookies: request.headers.cookie };
      const { setCookie, ...signedIn } = await login(app, request.body, origin);
      return reply.header('set-cookie', setCookie).send(signedIn);
    },
  );

  app.post(
    '/users/google-login',
    { ...signIn, schema: { tags, security: [], ...googleLoginRoute } },
    async (request) => googleLogin(app, request.body.token),
  );

  app.patch('/users/pseudo', { schema: { tags, ...changePseudoRoute } }, async (request) => {
    const changed = await changePseudo(app.repos, request.currentUser, request.body);
    await userChanged({ type: 'utilisateur', userId: request.currentUser.id });
    return changed;
  });

  app.get('/users/profil', { schema: { tags, ...getProfileRoute } }, async (request) =>
    toOwnUser(request.currentUser),
  );

  app.patch('/users/profil', { schema: { tags, ...profileRoute } }, async (request) => {
    const changed = await editProfile(app.repos, request.currentUser, request.body);
    await userChanged({ type: 'utilisateur', userId: request.currentUser.id });
    return changed;
  });

  app.get('/users/users', { schema: { tags, ...listUsersRoute } }, async (request) =>
    listUsers(app.repos, request.currentUser),
  );

  app.get('/users/mes-parties', { schema: { tags, ...myGamesRoute } }, async (request) =>
    myGames(app.repos, request.currentUser),
  );

  app.get('/users/:id/statistiques', { schema: { tags, ...playerStatisticsRoute } }, async (request) =>
    statisticsOf(app.repos, request.currentUser, request.params.id),
  );

  app.post(
    '/users/logout',
    {
      schema: { tags, ...logoutRoute },
      // No body is this device's logout, as it always was.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request, reply) => {
      const everywhere = request.body.partout === true;
      await logout(app.repos, request.currentUser, request.currentSession, request.body, new Date());
      await userChanged({
        type: 'acces',
        userId: request.currentUser.id,
        ...(everywhere ? {} : { session: request.currentSession.key }),
      });
      return reply.code(204).send();
    },
  );

  app.get('/users/me/export', { schema: { tags, ...exportRoute } }, async (request) =>
    exportAccount(app.repos, request.currentUser, new Date()),
  );

  app.delete('/users/me', { schema: { tags, ...deleteAccountRoute } }, async (request, reply) => {
    await deleteAccount(
      {
        repos: app.repos,
        transaction: app.transaction,
        firebaseAccounts: app.firebaseAccounts,
        log: request.log,
      },
      request.currentUser,
    );
    await userChanged({ type: 'acces', userId: request.currentUser.id });
    return reply.code(204).send();
  });
}
