/**
 * Only the Firebase functions the app uses. Imported lazily (see firebase.ts): importing this module
 * instead of the whole `firebase/auth` namespace keeps the Google chunk about 40 % smaller.
 */
export { initializeApp } from 'firebase/app';
export {
  getAuth,
  connectAuthEmulator,
  GoogleAuthProvider,
  signInWithPopup,
  signInWithCredential,
  signOut,
  onAuthStateChanged,
  getIdToken,
} from 'firebase/auth';
export type { Auth, User as FirebaseUser } from 'firebase/auth';
