/**
 * Authentication. A bearer is either the server's own HS256 token (local accounts) or a Firebase ID
 * token (Google accounts); the token's `alg` tells which verifier applies. `authenticate` runs on every
 * API route, which needs a valid bearer unless it is declared `config: { public: true }`: secure by
 * default.
 */
import { decodeProtectedHeader } from 'jose';
import type { JWTVerifyGetKey, ProtectedHeaderParameters } from 'jose';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createFirebaseAccounts, type FirebaseAccounts } from '../auth/firebase-accounts';
import { createFirebaseVerifier, type FirebaseIdentity, type FirebaseVerifier } from '../auth/firebase-token';
import { checkGoogleSession, googleIdentity } from '../auth/google-identity';
import {
  createLocalTokens,
  LocalTokenError,
  type LocalTokens,
  type VerifiedLocalToken,
} from '../auth/local-token';
import { CheckBudget, type CheckBudgetLimits } from '../auth/check-budget';
import { createDeviceCookies, type DeviceCookies } from '../auth/device-cookie';
import { HashQueue, type HashQueueLimits } from '../auth/hash-queue';
import { LoginThrottle, type ThrottleLimits } from '../auth/login-throttle';
import { dummyHasher, type ScryptCost } from '../auth/passwords';
import { SessionUsers } from '../auth/session-users';
import { googleSession, localSession, sessionEnded, type DeviceSession } from '../auth/sessions';
import type { UserRow } from '../db/schema';
import { unauthorized } from '../errors';
import { SERVER_MESSAGES } from '../messages';

declare module 'fastify' {
  interface FastifyInstance {
    localTokens: LocalTokens;
    /** Undefined when no Firebase project is configured (Google sign-in disabled). */
    verifyFirebaseToken: FirebaseVerifier | undefined;
    /**
     * Deletes Google accounts' Firebase records; undefined without a Firebase project, or without the
     * emulator or a service account key to do it with (a start warning says so).
     */
    firebaseAccounts: FirebaseAccounts | undefined;
    loginThrottle: LoginThrottle;
    scryptCost: ScryptCost;
    /** Every password hash and check of the process waits its turn here (auth/hash-queue.ts). */
    hashQueue: HashQueue;
    /** Each address's budget of password checks, spent before the hashing queue (auth/check-budget.ts). */
    checkBudget: CheckBudget;
    /** Trusted devices: a signed cookie per account signed in on them (auth/device-cookie.ts). */
    deviceCookies: DeviceCookies;
    /** A hash to check unknown pseudos against, so that they cost the same time as a wrong password. */
    dummyPasswordHash: () => Promise<string>;
    /** Signed-in users remembered between requests; a route that writes a user calls `forget`. */
    sessionUsers: SessionUsers;
    /** onRequest hook of the API scope: sets `request.currentUser` or answers 401. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /**
     * The id of the user a request's bearer signs in (signature, expiry and revocation checked, the row
     * from the session cache), else undefined: the rate limiter's key, computed before `authenticate`,
     * which reuses the same lookup.
     */
    bearerSubject: (request: FastifyRequest) => Promise<string | undefined>;
  }
  interface FastifyRequest {
    /** The signed-in user (set for every non-public route). */
    currentUser: UserRow;
    /** The device session its bearer belongs to (set with `currentUser`): what « Déconnexion » ends. */
    currentSession: DeviceSession;
  }
  interface FastifyContextConfig {
    /** The route needs no bearer. */
    public?: boolean;
  }
}

export interface AuthOptions {
  /** One key, or the rotation list (the first signs). */
  jwtSecret: string | readonly string[];
  firebaseProjectId?: string | undefined;
  firebaseAuthEmulatorHost?: string | undefined;
  firebaseKeys?: JWTVerifyGetKey | undefined;
  /** Service account key file (GOOGLE_APPLICATION_CREDENTIALS), to delete Firebase records. */
  googleCredentialsFile?: string | undefined;
  scryptCost: ScryptCost;
  loginLimits?: ThrottleLimits | undefined;
  hashQueue?: HashQueueLimits | undefined;
  checkBudget?: CheckBudgetLimits | undefined;
  /** Clock in seconds since epoch (tests move it to expire tokens). */
  now?: (() => number) | undefined;
}

type VerifiedBearer =
  { kind: 'local'; claims: VerifiedLocalToken } | { kind: 'google'; identity: FirebaseIdentity };

function bearerOf(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match?.[1]) throw unauthorized(SERVER_MESSAGES.authRequired);
  return match[1];
}

export const authPlugin = fp<AuthOptions>(
  async (app, options) => {
    const localTokens = createLocalTokens(options.jwtSecret, options.now);
    const clock = options.now ?? (() => Math.floor(Date.now() / 1000));
    const verifyFirebaseToken = options.firebaseProjectId
      ? createFirebaseVerifier({
          projectId: options.firebaseProjectId,
          emulator: Boolean(options.firebaseAuthEmulatorHost),
          keys: options.firebaseKeys,
          now: options.now,
        })
      : undefined;
    app.decorate('localTokens', localTokens);
    app.decorate('verifyFirebaseToken', verifyFirebaseToken);
    app.decorate(
      'firebaseAccounts',
      options.firebaseProjectId
        ? createFirebaseAccounts({
            projectId: options.firebaseProjectId,
            emulatorHost: options.firebaseAuthEmulatorHost,
            credentialsFile: options.googleCredentialsFile,
          })
        : undefined,
    );
    app.decorate('loginThrottle', new LoginThrottle(app.database.db, options.loginLimits, options.now));
    app.decorate('scryptCost', options.scryptCost);
    app.decorate('hashQueue', new HashQueue(options.hashQueue));
    app.decorate('checkBudget', new CheckBudget(options.checkBudget, options.now));
    const signingKey = typeof options.jwtSecret === 'string' ? options.jwtSecret : options.jwtSecret[0]!;
    app.decorate('deviceCookies', createDeviceCookies(signingKey));
    app.decorate('dummyPasswordHash', dummyHasher(options.scryptCost));
    app.decorateRequest('currentUser', null as unknown as UserRow);
    app.decorateRequest('currentSession', null as unknown as DeviceSession);
    const sessionUsers = new SessionUsers(app.events);
    app.decorate('sessionUsers', sessionUsers);
    app.addHook('onClose', async () => sessionUsers.close());
    // Started once the app is ready, not awaited: at OWASP's cost it is about 0.5 s of CPU that would
    // delay the first answer of every start. A login that comes sooner waits for this same computation.
    app.addHook('onReady', async () => {
      app
        .dummyPasswordHash()
        .catch((error: unknown) => app.log.error({ err: error }, 'hachage factice impossible'));
    });

    /** The bearer's signature and claims, checked once per request; rejects with the 401 to answer. */
    async function verifyBearer(request: FastifyRequest): Promise<VerifiedBearer> {
      const token = bearerOf(request);
      // A local token seen before is known by its text: no header to decode (most requests).
      try {
        const claims = localTokens.recall(token);
        if (claims) return { kind: 'local', claims };
      } catch {
        throw unauthorized();
      }
      // Decoded once here: it tells the verifier, which takes it as it is.
      let header: ProtectedHeaderParameters;
      try {
        header = decodeProtectedHeader(token);
      } catch {
        throw unauthorized();
      }
      if (header.alg === 'HS256') {
        try {
          return { kind: 'local', claims: await localTokens.verify(token, header) };
        } catch (error) {
          if (error instanceof LocalTokenError) throw unauthorized();
          throw error;
        }
      }
      if (!verifyFirebaseToken) throw unauthorized();
      return { kind: 'google', identity: await googleIdentity(verifyFirebaseToken, token, header) };
    }
    const verified = new WeakMap<FastifyRequest, Promise<VerifiedBearer>>();
    function verifiedBearer(request: FastifyRequest): Promise<VerifiedBearer> {
      let result = verified.get(request);
      if (!result) {
        result = verifyBearer(request);
        // Whoever asks first may not be the one that awaits a rejection.
        result.catch(() => undefined);
        verified.set(request, result);
      }
      return result;
    }

    async function userOf(bearer: VerifiedBearer): Promise<UserRow> {
      if (bearer.kind === 'local') {
        const { userId } = bearer.claims;
        const user = await sessionUsers.get(`id:${userId}`, () => app.repos.users.findById(userId));
        if (
          !user ||
          user.deletedAt ||
          user.tokenVersion !== bearer.claims.tokenVersion ||
          sessionEnded(user, bearer.claims.session)
        )
          throw unauthorized();
        return user;
      }
      const { uid } = bearer.identity;
      const user = await sessionUsers.get(`google:${uid}`, () => app.repos.users.findByFirebaseUid(uid));
      if (!user || user.deletedAt) throw unauthorized(SERVER_MESSAGES.googleAccountUnknown);
      checkGoogleSession(bearer.identity, user);
      return user;
    }

    // The bearer's user, looked up once per request: by the rate limiter first, then by `authenticate`.
    const signedIn = new WeakMap<FastifyRequest, Promise<UserRow>>();
    function userOfRequest(request: FastifyRequest): Promise<UserRow> {
      let result = signedIn.get(request);
      if (!result) {
        result = verifiedBearer(request).then(userOf);
        result.catch(() => undefined);
        signedIn.set(request, result);
      }
      return result;
    }

    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (request.routeOptions.config.public) return;
      // Routes that do not exist answer 404 without asking for a session.
      if (request.is404) return;
      request.currentUser = await userOfRequest(request);
      const bearer = await verifiedBearer(request);
      request.currentSession =
        bearer.kind === 'local' ? localSession(bearer.claims) : googleSession(bearer.identity, clock());
    });

    // A bearer names its user only while it would sign in: a revoked token (logout, deletion) or a
    // Google token from before the last logout is counted for the address, not for the user it names.
    app.decorate('bearerSubject', async (request: FastifyRequest) => {
      if (!request.headers.authorization) return undefined;
      try {
        return (await userOfRequest(request)).id;
      } catch {
        return undefined;
      }
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
