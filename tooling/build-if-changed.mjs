/**
 * `pnpm start`'s build step: the web app (apps/web/dist) and the bundled server (apps/server/dist) are
 * built only when a file they are made of is newer than what was built last, so that a restart with
 * nothing changed starts at once. The server's own check (apps/server/build.mjs) reads esbuild's list of
 * inputs; the web's compares the newest file of its sources and of the packages it bundles with
 * `dist/index.html`, written last by Vite.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB = path.join(ROOT, 'apps/web');
const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/service-worker',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/domain/src',
  'packages/contract/src',
  'packages/api/src',
  'pnpm-lock.yaml',
].map((source) => path.join(ROOT, source));
/** Build-time settings (VITE_FIREBASE_…) come from these files too. */
const WEB_ENV_FILE = /^\.env(\..+)?$/;

/** Newest modification time under `entry` (0 when it does not exist). */
function newest(entry) {
  let stat;
  try {
    stat = statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs; // a deleted file changes its folder's time
  for (const child of readdirSync(entry)) latest = Math.max(latest, newest(path.join(entry, child)));
  return latest;
}

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const envFiles = readdirSync(WEB).filter((name) => WEB_ENV_FILE.test(name));
const sources = Math.max(...[...WEB_SOURCES, ...envFiles.map((name) => path.join(WEB, name))].map(newest));
const built = newest(path.join(WEB, 'dist/index.html'));
if (built > sources) {
  console.log('web : dist est à jour');
} else {
  run(process.execPath, [path.join(WEB, 'node_modules/vite/bin/vite.js'), 'build'], WEB);
}
run(process.execPath, [path.join(ROOT, 'apps/server/build.mjs')], path.join(ROOT, 'apps/server'));
