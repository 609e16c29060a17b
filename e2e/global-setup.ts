/**
 * Once per run: make sure Chromium is there, start the Firebase Auth emulator in the background, build
 * the web app and the server bundle (when its sources changed), start the server on a fresh in-memory database, and hand the addresses to the tests
 * (E2E_BASE_URL, E2E_AUTH_EMULATOR_HOST, E2E_WEB_DIST_DIR, E2E_OUTPUT_DIR). What the run makes lives in
 * one temporary folder on free ports, so that two runs on one machine never clash. The returned
 * function is the teardown.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { ensureChromium } from './support/chromium';
import { startEmulator } from './support/emulator';
import { buildServer, freePorts, startServer } from './support/server';
import { buildWeb } from './support/web-build';

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const outputDir = config.projects[0]?.outputDir;
  if (outputDir) process.env.E2E_OUTPUT_DIR = outputDir;
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'mahjong-e2e-'));
  const [auth, hub, logging] = await freePorts(3);
  process.env.E2E_AUTH_EMULATOR_HOST = `127.0.0.1:${auth}`;
  process.env.E2E_WEB_DIST_DIR = path.join(runDir, 'web');
  const emulatorDir = path.join(runDir, 'emulator');
  mkdirSync(emulatorDir);
  // First, because its first download can take minutes: it overlaps with everything below.
  const stopEmulator = startEmulator(emulatorDir, { auth: auth!, hub: hub!, logging: logging! });
  const cleanUp = async () => {
    await stopEmulator();
    rmSync(runDir, { recursive: true, force: true });
  };
  try {
    ensureChromium();
    buildWeb(process.env.E2E_WEB_DIST_DIR);
    buildServer();
    const server = await startServer({
      dataDir: 'memory://',
      jwtSecret: randomBytes(32).toString('base64url'),
      logName: 'server.log',
    });
    process.env.E2E_BASE_URL = server.url;
    return async () => {
      await server.stop();
      await cleanUp();
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
