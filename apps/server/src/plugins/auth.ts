/**
 * Authentication. A bearer is either the server's own HS256 token (local accounts) or a Firebase ID
 * token (Google accounts); the token's `alg` tells which verifier applies. `authenticate` runs on every
 * API route, which needs a valid bearer unless it is declared `config: { public: true }`: secure by
 * default.
 */
import { decodeProtectedHeader } from 'jose';
import type { JWTVerifyGetKey } from 'jose';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createFirebaseVerifier, FirebaseTokenError, type FirebaseVerifier } from '../auth/firebase-token';
import { createLocalTokens, LocalTokenError, type LocalTokens } from '../auth/local-token';
import { LoginThrottle, type ThrottleLimits } from '../auth/login-throttle';
import { dummyHasher, type ScryptCost } from '../auth/passwords';
import type { UserRow } from '../db/schema';
import { unauthorized } from '../errors';
import { SERVER_MESSAGES } from '../messages';

declare module 'fastify' {
  interface FastifyInstance {
    localTokens: LocalTokens;
    /** Undefined when no Firebase project is configured (Google sign-in disabled). */
    verifyFirebaseToken: FirebaseVerifier | undefined;
    loginThrottle: LoginThrottle;
    scryptCost: ScryptCost;
    /** A hash to check unknown pseudos against, so that they cost the same time as a wrong password. */
    dummyPasswordHash: () => Promise<string>;
    /** onRequest hook of the API scope: sets `request.currentUser` or answers 401. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user (set for every non-public route). */
    currentUser: UserRow;
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
  scryptCost: ScryptCost;
  loginLimits?: ThrottleLimits | undefined;
  /** Clock in seconds since epoch (tests move it to expire tokens). */
  now?: (() => number) | undefined;
}

function bearerOf(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match?.[1]) throw unauthorized(SERVER_MESSAGES.authRequired);
  return match[1];
}

export const authPlugin = fp<AuthOptions>(
  async (app, options) => {
    const localTokens = createLocalTokens(options.jwtSecret, options.now);
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
    app.decorate('loginThrottle', new LoginThrottle(options.loginLimits, options.now));
    app.decorate('scryptCost', options.scryptCost);
    app.decorate('dummyPasswordHash', dummyHasher(options.scryptCost));
    app.decorateRequest('currentUser', null as unknown as UserRow);
    // Started once the app is ready, not awaited: at OWASP's cost it is about 0.5 s of CPU that would
    // delay the first answer of every start. A login that comes sooner waits for this same computation.
    app.addHook('onReady', async () => {
      app
        .dummyPasswordHash()
        .catch((error: unknown) => app.log.error({ err: error }, 'hachage factice impossible'));
    });

    async function userFromLocalToken(token: string): Promise<UserRow> {
      try {
        const claims = await localTokens.verify(token);
        const user = await app.repos.users.findById(claims.userId);
        if (!user || user.deletedAt || user.tokenVersion !== claims.tokenVersion) throw unauthorized();
        return user;
      } catch (error) {
        if (error instanceof LocalTokenError) throw unauthorized();
        throw error;
      }
    }

    async function userFromFirebaseToken(token: string): Promise<UserRow> {
      if (!verifyFirebaseToken) throw unauthorized();
      try {
        const identity = await verifyFirebaseToken(token);
        const user = await app.repos.users.findByFirebaseUid(identity.uid);
        if (!user || user.deletedAt) throw unauthorized(SERVER_MESSAGES.googleAccountUnknown);
        return user;
      } catch (error) {
        if (error instanceof FirebaseTokenError) throw unauthorized(SERVER_MESSAGES.googleTokenInvalid);
        throw error;
      }
    }

    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (request.routeOptions.config.public) return;
      // Routes that do not exist answer 404 without asking for a session.
      if (request.is404) return;
      const token = bearerOf(request);
      let alg: string | undefined;
      try {
        alg = decodeProtectedHeader(token).alg;
      } catch {
        throw unauthorized();
      }
      request.currentUser =
        alg === 'HS256' ? await userFromLocalToken(token) : await userFromFirebaseToken(token);
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
