/**
 * The one module that reads `import.meta.env` (Jest maps it to `src/test/env-stub.ts`, since CommonJS
 * tests cannot parse `import.meta`). Everything else imports `env` from here.
 */
export interface FirebaseConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
}

export interface Env {
  /** Base URL of the API; production default is the same-origin prefix `/api`. */
  apiUrl: string;
  /** Null when Google sign-in is not configured for this deployment. */
  firebase: FirebaseConfig | null;
  /** Firebase Auth emulator (`http://127.0.0.1:9099`) for development and tests. */
  authEmulatorUrl: string | null;
  /** The service worker (offline app, updates) runs in production builds only, never under `vite`. */
  serviceWorker: boolean;
}

const raw = import.meta.env;

function readFirebase(): FirebaseConfig | null {
  const apiKey = raw.VITE_FIREBASE_API_KEY;
  const projectId = raw.VITE_FIREBASE_PROJECT_ID;
  if (!apiKey || !projectId) return null;
  return {
    apiKey,
    projectId,
    authDomain: raw.VITE_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
    ...(raw.VITE_FIREBASE_APP_ID ? { appId: raw.VITE_FIREBASE_APP_ID } : {}),
  };
}

export const env: Env = {
  apiUrl: raw.VITE_API_URL || '/api',
  firebase: readFirebase(),
  authEmulatorUrl: raw.VITE_AUTH_EMULATOR_URL || null,
  serviceWorker: raw.PROD,
};

/**
 * True when this deployment has a Firebase configuration (otherwise Google sign-in is unavailable). Here
 * rather than in lib/firebase.ts, whose loader only the Google session's chunk needs.
 */
export function isGoogleSignInConfigured(): boolean {
  return env.firebase !== null;
}
