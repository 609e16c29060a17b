/**
 * Debian's Chromium drives the tests (Playwright never downloads a browser here). CI installs it with
 * apt; where it is missing and this user can install it (root with apt-get), the test command does too.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    throw new Error(
      `Chromium introuvable (${CHROMIUM_PATH}). Installe-le : sudo apt-get install -y chromium (jamais de navigateur téléchargé).`,
    );
  }
  console.log('Installation de Chromium (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, { env, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} a échoué (code ${result.status}).`);
  }
}
