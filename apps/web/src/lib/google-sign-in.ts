import { env } from '../config/env';

/**
 * True when this deployment has a Firebase configuration (otherwise Google sign-in is unavailable). A
 * module of its own: Firebase's loader (./firebase.ts) comes only with the Google session's chunk.
 */
export function isGoogleSignInConfigured(): boolean {
  return env.firebase !== null;
}
