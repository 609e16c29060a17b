/**
 * Request rate limits of the API, counted per minute in each server process (docs/performance.md,
 * "Rate limits", says how the numbers were chosen from a tournament day's traffic):
 * - a request with a valid bearer counts for its user, wherever it comes from: a whole tournament room
 *   behind one venue Wi-Fi (one address) does not share one budget;
 * - a request without a valid bearer counts for its address, and so do sign-in and registration, with a
 *   lower limit (each costs a slow password hash). A bearer that is well signed but revoked (logout,
 *   deletion) is not valid: its requests count for the address, so that a stolen old token cannot spend
 *   its owner's budget;
 * - a password login counts for its address and pseudo: at a venue, one person sending wrong passwords
 *   must not spend the budget that every other player there needs to sign in (guessing itself is the
 *   login throttle's business, auth/login-throttle.ts);
 * - an IPv6 client counts for its /64 (client-address.ts).
 * The limiter runs before the token check (an onRequest hook of the API scope added before
 * `authenticate`), so a flood of requests without a session is counted too. Health checks are never
 * limited: a load balancer's checks from one address must not take a healthy server out.
 * The address is the socket's, or the client's behind a trusted proxy (TRUST_PROXY, see config.ts).
 */
import rateLimit from '@fastify/rate-limit';
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preValidationAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { pseudoKey } from '../auth/pseudo-key';
import { clientAddressKey } from '../client-address';
import { ApiError } from '../errors';
import { SERVER_MESSAGES } from '../messages';

export interface RateLimits {
  /** Requests per minute of one signed-in user. */
  perUser: number;
  /** Requests per minute of one address without a valid bearer. */
  perAddress: number;
  /** Sign-in and registration requests per minute of one address. */
  signInPerAddress: number;
  /** Public screen requests (its page and its stream) per minute of one address. */
  screenPerAddress: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  perUser: 300,
  perAddress: 600,
  signInPerAddress: 120,
  screenPerAddress: 120,
};

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook of the API scope, added before `authenticate`. */
    limitRate: onRequestAsyncHookHandler;
    /** preValidation hook of the routes counted by a field of their body (`signIn: 'pseudo'`). */
    limitRateAfterBody: preValidationAsyncHookHandler;
  }
  interface FastifyContextConfig {
    /**
     * Sign-in or registration: limited per address with `signInPerAddress`; `'pseudo'` (password login):
     * per address and pseudo, counted once the body is read (`limitRateAfterBody`), so that one person
     * at a venue cannot spend the budget every other player there needs to sign in.
     */
    signIn?: boolean | 'pseudo';
    /** The public screen (no session): limited per address with `screenPerAddress`, in its own count. */
    screen?: boolean;
    /** Never rate limited (health checks). */
    unlimited?: boolean;
  }
}

/** The bucket a request counts in. */
export async function rateLimitKey(
  request: FastifyRequest,
  bearerSubject: (request: FastifyRequest) => Promise<string | undefined>,
): Promise<string> {
  const address = clientAddressKey(request.ip);
  const { signIn } = request.routeOptions.config;
  if (signIn === 'pseudo') {
    const pseudo = (request.body as { pseudo?: unknown } | undefined)?.pseudo;
    return `connexion:${address}|${typeof pseudo === 'string' ? pseudoKey(pseudo) : ''}`;
  }
  if (signIn) return `connexion:${address}`;
  if (request.routeOptions.config.screen) return `ecran:${address}`;
  const subject = await bearerSubject(request);
  return subject ? `utilisateur:${subject}` : `adresse:${address}`;
}

const BUCKETS = {
  utilisateur: 'perUser',
  connexion: 'signInPerAddress',
  ecran: 'screenPerAddress',
  adresse: 'perAddress',
} as const satisfies Record<string, keyof RateLimits>;

const bucketOf = (key: string) => BUCKETS[key.slice(0, key.indexOf(':')) as keyof typeof BUCKETS];

/**
 * One limiter for every bucket: @fastify/rate-limit runs one limit per request (the first hook that runs
 * marks the request), so a route's own `config.rateLimit` would never be reached after this one.
 */
export const rateLimitPlugin = fp<{ limits: RateLimits | false }>(
  async (app, { limits }) => {
    if (limits === false) {
      app.decorate('limitRate', async () => undefined);
      app.decorate('limitRateAfterBody', async () => undefined);
      return;
    }
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new ApiError(429, SERVER_MESSAGES.tooManyRequests),
    });
    const handler = app.rateLimit({
      timeWindow: '1 minute',
      keyGenerator: (request) => rateLimitKey(request, app.bearerSubject),
      max: (_request, key) => limits[bucketOf(key)],
      allowList: (request) => request.routeOptions.config.unlimited === true,
    });
    const limit = handler as unknown as onRequestAsyncHookHandler;
    app.decorate('limitRate', async function (this: FastifyInstance, request, reply) {
      if (request.routeOptions.config.signIn === 'pseudo') return;
      return limit.call(this, request, reply);
    } as onRequestAsyncHookHandler);
    app.decorate('limitRateAfterBody', limit as unknown as preValidationAsyncHookHandler);
  },
  { name: 'rate-limit', dependencies: ['auth'] },
);
