/** The server as `pnpm start` runs it: `node dist/server.cjs` in apps/server, rebuilt first if its sources changed. */
import { spawnSync } from 'node:child_process';
import { SERVER_DIR } from './paths.mjs';

/** Builds the bundle when needed (apps/server/build.mjs); returns the arguments of `node` that run it. */
export function serverBundleArgs() {
  const built = spawnSync(process.execPath, ['build.mjs'], { cwd: SERVER_DIR, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('server build failed');
  return ['dist/server.cjs'];
}
