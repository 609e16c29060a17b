/**
 * Security headers (helmet), on every answer. (Request rate limits: plugins/rate-limit.ts; the API's
 * `Cache-Control: no-store`: routes/index.ts.)
 *
 * The content security policy allows what the built web app needs and nothing else: its own scripts
 * (no inline script: Vite's index.html has none), its own styles plus inline ones (the boot screen in
 * index.html and the drag-and-drop library inject <style> elements), images from itself and data: URIs,
 * API calls to itself. Google sign-in adds Firebase's origins only when this server has it configured
 * (FIREBASE_PROJECT_ID, plus the Auth emulator's origin with FIREBASE_AUTH_EMULATOR_HOST): a web app
 * built with Firebase settings is deployed with the same project id on the server (docs/reliability.md).
 * `same-origin-allow-popups` keeps the Google sign-in popup able to report back.
 */
import helmet from 'helmet';
import fp from 'fastify-plugin';

export interface SecurityOptions {
  firebaseProjectId?: string | undefined;
  firebaseAuthEmulatorHost?: string | undefined;
  /**
   * The server is reached over HTTPS only (BEHIND_HTTPS): then, and only then, browsers are told to use
   * HTTPS for a year (HSTS). Sent over plain HTTP, it would make a club's laptop on the local network
   * unreachable for a year from every browser that once saw it through a test certificate.
   */
  behindHttps?: boolean | undefined;
}

/** The CSP directives (helmet's names) for a server with or without Google sign-in. */
export function contentSecurityPolicy(
  options: Pick<SecurityOptions, 'firebaseProjectId' | 'firebaseAuthEmulatorHost'>,
) {
  const google = Boolean(options.firebaseProjectId);
  const emulator =
    google && options.firebaseAuthEmulatorHost ? [`http://${options.firebaseAuthEmulatorHost}`] : [];
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    objectSrc: ["'none'"],
    // The Firebase SDK loads Google's iframe helper (gapi) for the sign-in popup.
    scriptSrc: ["'self'", ...(google ? ['https://apis.google.com'] : [])],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: [
      "'self'",
      ...(google ? ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'] : []),
      ...emulator,
    ],
    frameSrc: google ? [`https://${options.firebaseProjectId}.firebaseapp.com`, ...emulator] : ["'none'"],
    // helmet adds it by default; it would send a club's laptop served over plain HTTP on the local
    // network (http://192.168.…) to https:// for every script: the app would never start.
    upgradeInsecureRequests: null,
  };
}

export const securityPlugin = fp<SecurityOptions>(
  async (app, options) => {
    // helmet's middleware is built once, its headers computed from these options at start. @fastify/helmet,
    // used before, built it again in every request (the policy parsed and checked each time) in two hooks:
    // 5 % of a GET's CPU on PostgreSQL (docs/performance.md).
    const setSecurityHeaders = helmet({
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
      strictTransportSecurity: options.behindHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      setSecurityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
    });
  },
  { name: 'security' },
);
