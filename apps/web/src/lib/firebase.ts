import { env } from '../config/env';
import type * as FirebaseSdkModule from './firebase-sdk';
import type { Auth } from './firebase-sdk';

export type FirebaseSdk = typeof FirebaseSdkModule;
export interface FirebaseHandle {
  sdk: FirebaseSdk;
  auth: Auth;
}

let loading: Promise<FirebaseHandle> | null = null;

/**
 * Loads and initialises Firebase Auth once, on first need: a local user never downloads it (nor this
 * module, which comes with ../session/google-session.ts).
 * Points at the Auth emulator when `VITE_AUTH_EMULATOR_URL` is set.
 */
export function loadFirebase(): Promise<FirebaseHandle> {
  const config = env.firebase;
  if (!config) return Promise.reject(new Error('Firebase non configuré'));
  loading ??= import('./firebase-sdk').then((loaded) => {
    const sdk = env.authEmulatorUrl ? withEmulatorPopup(loaded) : loaded;
    const app = sdk.initializeApp(config);
    const auth = sdk.getAuth(app);
    if (env.authEmulatorUrl) sdk.connectAuthEmulator(auth, env.authEmulatorUrl, { disableWarnings: true });
    return { sdk, auth };
  });
  loading.catch(() => {
    loading = null; // a failed chunk download may succeed on the next attempt
  });
  return loading;
}

/** The already-loaded handle, without triggering a download (null when Firebase was never needed). */
export function loadedFirebase(): Promise<FirebaseHandle> | null {
  return loading;
}

/**
 * TEST-ONLY (e2e/, Firebase Auth emulator): Google's popup needs Google's servers, which an offline test
 * run cannot reach. When the app is built with `VITE_AUTH_EMULATOR_URL` and a test has set
 * `window.__mjEmulatorGoogleIdentity = { sub, email }`, the popup is replaced by a sign-in with an
 * emulator credential for that identity; everything after it (identity sync with the server, session,
 * logout) is the production code. Without the emulator URL this function is never called.
 */
function withEmulatorPopup(sdk: FirebaseSdk): FirebaseSdk {
  return {
    ...sdk,
    signInWithPopup: (auth, provider, resolver) => {
      const identity = (window as { __mjEmulatorGoogleIdentity?: { sub: string; email: string } })
        .__mjEmulatorGoogleIdentity;
      if (!identity) return sdk.signInWithPopup(auth, provider, resolver);
      const idToken = JSON.stringify({ ...identity, email_verified: true });
      return sdk.signInWithCredential(auth, sdk.GoogleAuthProvider.credential(idToken));
    },
  };
}
