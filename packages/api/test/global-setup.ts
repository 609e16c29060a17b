/**
 * Once per run of the api project: the real server (apps/server) in this process on a fresh in-memory
 * database, listening on a free port. Test files read its URL from MJ_API_TEST_SERVER and sign up users
 * with unique pseudos, so one database (one PGlite start, the slow part) serves them all.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '@mj/server';
import { FIREBASE_PROJECT } from './real-server-config';

declare global {
  var mjApiTestServer: Awaited<ReturnType<typeof buildApp>> | undefined;
}

export default async function globalSetup(): Promise<void> {
  const app = await buildApp({
    dataDir: 'memory://',
    // A low scrypt cost keeps sign-ups fast; the server's own tests check the real cost.
    scryptCost: { N: 1024, r: 8, p: 1 },
    rateLimits: false,
    firebaseProjectId: FIREBASE_PROJECT,
    // Emulator mode: tests sign Google users in with unsigned ID tokens.
    firebaseAuthEmulatorHost: '127.0.0.1:9099',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  process.env.MJ_API_TEST_SERVER = `http://127.0.0.1:${port}/api`;
  globalThis.mjApiTestServer = app;
}
