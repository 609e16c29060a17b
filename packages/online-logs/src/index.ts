/** @mj/online-logs — online games' logs (Tenhou, Mahjong Soul, mjai) read into the app's rounds. */
export { readOnlineLog, logFingerprint } from './read';
export { importGame, detectedRules } from './rounds';
export type { ImportedGame } from './rounds';
export { IMPORT_MESSAGES } from './messages';
export { LIMITS, withinJsonLimits } from './bounds';
export type { LogFormat, LogHand, LogOutcome, LogWin, OnlineLog, Platform } from './model';
