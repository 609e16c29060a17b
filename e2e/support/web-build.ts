/**
 * Builds the web app once per run with the package's own `build` script (as `pnpm start` does), with the
 * Firebase settings that point Google sign-in at the Auth emulator, into the run's own folder.
 */
import { spawnSync } from 'node:child_process';
import { webFirebaseEnv } from './firebase';
import { REPO_ROOT } from './paths';

/** The pnpm running this script (`pnpm test:e2e`), else the pinned one through npx (README). */
function pnpmCommand(): { command: string; args: string[] } {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(execPath)) return { command: process.execPath, args: [execPath] };
  return { command: process.platform === 'win32' ? 'npx.cmd' : 'npx', args: ['-y', 'pnpm@10.34.9'] };
}

export function buildWeb(outDir: string): void {
  const pnpm = pnpmCommand();
  const result = spawnSync(
    pnpm.command,
    [...pnpm.args, '--filter', '@mj/web', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: REPO_ROOT, env: { ...process.env, ...webFirebaseEnv() }, stdio: 'inherit' },
  );
  if (result.status !== 0)
    throw new Error(`La construction du web a échoué (code ${result.status ?? result.signal}).`);
}
