/**
 * The Firebase Auth emulator used for Google sign-in. e2e/firebase.json holds its settings (auth only,
 * no UI); each run copies it with free ports, so that two runs on one machine (or a developer's own
 * emulator on 9099) never clash. The global set-up publishes the chosen address in E2E_AUTH_EMULATOR_HOST.
 */
import path from 'node:path';
import { E2E_DIR, REPO_ROOT } from './paths';

/** A `demo-` project: the emulator never tries to reach real Firebase services for it. */
export const FIREBASE_PROJECT_ID = 'demo-mahjong';
/** The CLI script of the workspace's firebase-tools (a root devDependency pinned by the lockfile). */
export const FIREBASE_BIN = path.join(REPO_ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
export const FIREBASE_CONFIG_TEMPLATE = path.join(E2E_DIR, 'firebase.json');

/** `127.0.0.1:<port>`, as the server's FIREBASE_AUTH_EMULATOR_HOST expects it. */
export function authEmulatorHost(): string {
  const host = process.env.E2E_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('E2E_AUTH_EMULATOR_HOST manquant : lance la suite avec `pnpm test:e2e`.');
  return host;
}

/** `http://127.0.0.1:<port>`, as the web app's VITE_AUTH_EMULATOR_URL expects it. */
export const authEmulatorUrl = (): string => `http://${authEmulatorHost()}`;

/** The web app's build-time Firebase settings (any API key works with the emulator). */
export function webFirebaseEnv(): Record<string, string> {
  return {
    VITE_FIREBASE_API_KEY: 'demo-api-key',
    VITE_FIREBASE_PROJECT_ID: FIREBASE_PROJECT_ID,
    VITE_FIREBASE_AUTH_DOMAIN: `${FIREBASE_PROJECT_ID}.firebaseapp.com`,
    VITE_AUTH_EMULATOR_URL: authEmulatorUrl(),
  };
}
