/**
 * The server's folder (apps/server). This module runs from `src/` (tsx, Jest) or bundled into
 * `dist/server.cjs` (`pnpm start`, build.mjs): both one level below it, so `__dirname/..` is right in both.
 */
import path from 'node:path';

export const SERVER_DIR = path.resolve(__dirname, '..');
/** The SQL migrations, applied at start. */
export const MIGRATIONS_FOLDER = path.join(SERVER_DIR, 'drizzle');
/** The built web app, served at `/` unless WEB_DIST_DIR says otherwise. */
export const DEFAULT_WEB_DIST_DIR = path.resolve(SERVER_DIR, '../web/dist');
