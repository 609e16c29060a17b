/** The Firebase Auth emulator used for Google sign-in (settings in e2e/firebase.json). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_DIR } from './paths';

/** A `demo-` project: the emulator never tries to reach real Firebase services for it. */
export const FIREBASE_PROJECT_ID = 'demo-mahjong';
export const FIREBASE_TOOLS = 'firebase-tools@15.34.2';
export const FIREBASE_CONFIG = path.join(E2E_DIR, 'firebase.json');

interface FirebaseJson {
  emulators: { auth: { host: string; port: number } };
}

const { host, port } = (JSON.parse(readFileSync(FIREBASE_CONFIG, 'utf8')) as FirebaseJson).emulators.auth;

/** `127.0.0.1:9099`, as the server's FIREBASE_AUTH_EMULATOR_HOST expects it. */
export const AUTH_EMULATOR_HOST = `${host}:${port}`;
/** `http://127.0.0.1:9099`, as the web app's VITE_AUTH_EMULATOR_URL expects it. */
export const AUTH_EMULATOR_URL = `http://${AUTH_EMULATOR_HOST}`;

/** The web app's build-time Firebase settings (any API key works with the emulator). */
export const WEB_FIREBASE_ENV = {
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_PROJECT_ID: FIREBASE_PROJECT_ID,
  VITE_FIREBASE_AUTH_DOMAIN: `${FIREBASE_PROJECT_ID}.firebaseapp.com`,
  VITE_AUTH_EMULATOR_URL: AUTH_EMULATOR_URL,
};
