/** Where things are, for the config, the global set-up and the tests (one place, no guessing). */
import path from 'node:path';

export const E2E_DIR = path.resolve(__dirname, '..');
export const REPO_ROOT = path.resolve(E2E_DIR, '..');
export const SERVER_DIR = path.join(REPO_ROOT, 'apps', 'server');

/** Playwright's output folder (gitignored): traces, failure screenshots, and the screens below. */
export const OUTPUT_DIR = path.join(E2E_DIR, 'test-results');
/** One phone-size screenshot per main screen, for reviewers who do not run the suite. */
export const SCREENSHOT_DIR = path.join(OUTPUT_DIR, 'screens');
/** Logs of the servers and of the Firebase emulator started by the run (output folder is emptied first). */
export const LOG_DIR = path.join(OUTPUT_DIR, 'logs');

/**
 * The web app built for the tests (gitignored by `dist/`): its own folder, so that the emulator settings
 * baked into it never end up in apps/web/dist, which `pnpm start` serves.
 */
export const WEB_DIST_DIR = path.join(E2E_DIR, 'dist', 'web');
