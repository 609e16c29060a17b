/** The Firebase project the test server accepts (emulator) ID tokens for. */
export const FIREBASE_PROJECT = 'demo-mahjong';
