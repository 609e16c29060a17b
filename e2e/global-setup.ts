/**
 * Once per run: make sure Chromium is there, start the Firebase Auth emulator in the background, build
 * the web app, start the server on a fresh in-memory database, and hand its address to the tests
 * (E2E_BASE_URL). The returned function is the global teardown.
 */
import { randomBytes } from 'node:crypto';
import { ensureChromium } from './support/chromium';
import { startEmulator } from './support/emulator';
import { startServer } from './support/server';
import { buildWeb } from './support/web-build';

export default async function globalSetup(): Promise<() => Promise<void>> {
  // First, because its first download can take minutes: it overlaps with everything below.
  const stopEmulator = startEmulator();
  try {
    ensureChromium();
    buildWeb();
    const server = await startServer({
      dataDir: 'memory://',
      jwtSecret: randomBytes(32).toString('base64url'),
      logName: 'server.log',
    });
    process.env.E2E_BASE_URL = server.url;
    return async () => {
      await Promise.all([server.stop(), stopEmulator()]);
    };
  } catch (error) {
    await stopEmulator();
    throw error;
  }
}
