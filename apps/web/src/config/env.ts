/**
 * The one module that reads `import.meta.env` (Jest maps it to `src/test/env-stub.ts`, since CommonJS
 * tests cannot parse `import.meta`). Everything else imports `env` from here. Each variable is read by
 * its full name, which the build replaces by its value (`import.meta.env` as a whole would be an object
 * of every variable in the first load).
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

function readFirebase(): FirebaseConfig | null {
  const apiKey = import.meta.env.VITE_FIREBASE_API_KEY;
  const projectId = import.meta.env.VITE_FIREBASE_PROJECT_ID;
  if (!apiKey || !projectId) return null;
  return {
    apiKey,
    projectId,
    authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
    ...(import.meta.env.VITE_FIREBASE_APP_ID ? { appId: import.meta.env.VITE_FIREBASE_APP_ID } : {}),
  };
}

export const env: Env = {
  apiUrl: import.meta.env.VITE_API_URL || '/api',
  firebase: readFirebase(),
  authEmulatorUrl: import.meta.env.VITE_AUTH_EMULATOR_URL || null,
  serviceWorker: import.meta.env.PROD,
};
