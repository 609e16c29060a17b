/**
 * Security headers (helmet) and a per-address request rate limit for the whole server.
 * The content security policy lets the web app talk to Firebase Auth (and its emulator in development);
 * `same-origin-allow-popups` keeps the Google sign-in popup able to report back.
 */
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { ApiError } from '../errors';
import { SERVER_MESSAGES } from '../messages';

export interface SecurityOptions {
  /** Requests per minute per client address; false disables the limit (load tests). */
  rateLimitMax: number | false;
  firebaseAuthEmulatorHost?: string | undefined;
}

export const securityPlugin = fp<SecurityOptions>(
  async (app, options) => {
    const emulator = options.firebaseAuthEmulatorHost ? [`http://${options.firebaseAuthEmulatorHost}`] : [];
    await app.register(helmet, {
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", 'https://apis.google.com', 'https://www.gstatic.com'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'https:'],
          connectSrc: ["'self'", 'https://*.googleapis.com', ...emulator],
          frameSrc: ["'self'", 'https://*.firebaseapp.com', 'https://accounts.google.com', ...emulator],
        },
      },
    });
    if (options.rateLimitMax !== false) {
      await app.register(rateLimit, {
        max: options.rateLimitMax,
        timeWindow: '1 minute',
        errorResponseBuilder: () => new ApiError(429, SERVER_MESSAGES.tooManyRequests),
      });
    }
  },
  { name: 'security' },
);
