/**
 * The Firebase Auth emulator for the Google journey. The global set-up starts it in the background (it takes
 * about 11 s, so it overlaps with the other journeys); the Google journey waits for it and fails with the
 * emulator's log if it never comes up. firebase-tools is a pinned devDependency, installed with the
 * lockfile: an `npx` download at test time left a half-installed cache behind once and broke every later run.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { authEmulatorUrl, FIREBASE_BIN, FIREBASE_CONFIG_TEMPLATE, FIREBASE_PROJECT_ID } from './firebase';
import { logDir } from './paths';
import { spawnLogged, stopProcess, tail } from './server';

const emulatorLog = () => path.join(logDir(), 'firebase-emulator.log');
const EXITED_MARK = '[processus terminé';

export interface EmulatorPorts {
  auth: number;
  hub: number;
  logging: number;
}

/**
 * Starts `firebase emulators:start --only auth` in `workDir` (where it also writes firebase-debug.log),
 * with e2e/firebase.json's settings on the given ports. Returns the function that stops it.
 */
export function startEmulator(workDir: string, ports: EmulatorPorts): () => Promise<void> {
  const settings = JSON.parse(readFileSync(FIREBASE_CONFIG_TEMPLATE, 'utf8')) as {
    emulators: Record<string, Record<string, unknown>>;
  };
  const { emulators } = settings;
  emulators.auth = { ...emulators.auth, port: ports.auth };
  emulators.hub = { ...emulators.hub, host: '127.0.0.1', port: ports.hub };
  emulators.logging = { ...emulators.logging, host: '127.0.0.1', port: ports.logging };
  const config = path.join(workDir, 'firebase.json');
  writeFileSync(config, JSON.stringify(settings, null, 2));

  const child = spawnLogged(
    process.execPath,
    [
      FIREBASE_BIN,
      'emulators:start',
      '--only',
      'auth',
      '--project',
      FIREBASE_PROJECT_ID,
      '--config',
      config,
    ],
    {
      cwd: workDir,
      logFile: emulatorLog(),
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
    },
  );
  return () => stopProcess(child);
}

/** Resolves once the emulator answers; throws (never skips) when it exits or does not start in time. */
export async function waitForEmulator(timeoutMs: number): Promise<void> {
  const url = authEmulatorUrl();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/`);
      const body = (await response.json()) as { authEmulator?: { ready?: boolean } };
      if (body.authEmulator?.ready) return;
    } catch {
      // not up yet
    }
    const log = tail(emulatorLog(), 60);
    if (log.includes(EXITED_MARK)) throw new Error(`L'émulateur Firebase Auth s'est arrêté :\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(
    `L'émulateur Firebase Auth ne répond pas sur ${url} après ${timeoutMs / 1000} s :\n${tail(emulatorLog(), 60)}`,
  );
}
