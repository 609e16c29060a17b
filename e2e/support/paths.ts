/** Where things are, for the config, the global set-up and the tests (one place, no guessing). */
import path from 'node:path';

export const E2E_DIR = path.resolve(__dirname, '..');
export const REPO_ROOT = path.resolve(E2E_DIR, '..');
export const SERVER_DIR = path.join(REPO_ROOT, 'apps', 'server');

/** Playwright's default output folder (gitignored): traces, failure screenshots, screens and logs. */
export const OUTPUT_DIR = path.join(E2E_DIR, 'test-results');

/** This run's output folder (`--output` may move it; the global set-up publishes it). */
const runOutputDir = () => process.env.E2E_OUTPUT_DIR ?? OUTPUT_DIR;
/** One phone-size screenshot per main screen, for reviewers who do not run the suite. */
export const screenshotDir = () => path.join(runOutputDir(), 'screens');
/** Logs of the servers and of the Firebase emulator (Playwright empties the output folder first). */
export const logDir = () => path.join(runOutputDir(), 'logs');

/**
 * The web app built for this run (a temporary folder made by the global set-up, so that the emulator
 * settings baked into it never reach apps/web/dist, which `pnpm start` serves, and parallel runs never
 * overwrite each other's build).
 */
export function webDistDir(): string {
  const dir = process.env.E2E_WEB_DIST_DIR;
  if (!dir) throw new Error('E2E_WEB_DIST_DIR manquant : lance la suite avec `pnpm test:e2e`.');
  return dir;
}
