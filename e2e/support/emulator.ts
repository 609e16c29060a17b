/**
 * The Firebase Auth emulator for the Google journey. The global set-up starts it in the background (the
 * first `npx firebase-tools` download can take minutes on a loaded machine, so it overlaps with the other
 * journeys); the Google journey waits for it and fails with the emulator's log if it never comes up.
 */
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AUTH_EMULATOR_URL, FIREBASE_CONFIG, FIREBASE_PROJECT_ID, FIREBASE_TOOLS } from './firebase';
import { LOG_DIR } from './paths';
import { spawnLogged, stopProcess, tail } from './server';

export const EMULATOR_LOG = path.join(LOG_DIR, 'firebase-emulator.log');
const EXITED_MARK = '[processus terminé';

export function startEmulator(): () => Promise<void> {
  // firebase-tools writes firebase-debug.log in its working folder: keep it out of the repository.
  const cwd = path.join(os.tmpdir(), 'mahjong-e2e-emulator');
  mkdirSync(cwd, { recursive: true });
  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
  const child = spawnLogged(
    npx,
    [
      '-y',
      FIREBASE_TOOLS,
      'emulators:start',
      '--only',
      'auth',
      '--project',
      FIREBASE_PROJECT_ID,
      '--config',
      FIREBASE_CONFIG,
    ],
    {
      cwd,
      logFile: EMULATOR_LOG,
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
    },
  );
  return () => stopProcess(child);
}

/** Resolves once the emulator answers; throws (never skips) when it exits or does not start in time. */
export async function waitForEmulator(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${AUTH_EMULATOR_URL}/`);
      const body = (await response.json()) as { authEmulator?: { ready?: boolean } };
      if (body.authEmulator?.ready) return;
    } catch {
      // not up yet
    }
    const log = tail(EMULATOR_LOG, 60);
    if (log.includes(EXITED_MARK)) throw new Error(`L'émulateur Firebase Auth s'est arrêté :\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(
    `L'émulateur Firebase Auth ne répond pas sur ${AUTH_EMULATOR_URL} après ${timeoutMs / 1000} s :\n${tail(EMULATOR_LOG, 60)}`,
  );
}
