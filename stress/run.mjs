/**
 * `pnpm test:stress`: runs the stress suite (stress/*.stress.ts, one file after the other: timings and
 * crashes must not share the two cores), then prints every recorded figure. Exits with Jest's status.
 * STRESS_SCALE=0.05 runs everything small, to try the script quickly; arguments select files
 * (`pnpm test:stress crash-loop`).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const STRESS_DIR = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(STRESS_DIR, '..');
const RESULTS = path.join(STRESS_DIR, 'results', 'latest.json');

// A full run starts a new results file; a partial one (`pnpm test:stress fuzz`) updates its sections.
const only = process.argv.slice(2);
if (only.length === 0) rmSync(RESULTS, { force: true });
const started = Date.now();
const jest = spawnSync(
  process.execPath,
  [
    '--experimental-vm-modules',
    '--disable-warning=ExperimentalWarning',
    path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'),
    '--config',
    path.join(STRESS_DIR, 'jest.config.ts'),
    '--runInBand',
    ...only,
  ],
  { cwd: ROOT, stdio: 'inherit' },
);

let results = {};
try {
  results = JSON.parse(readFileSync(RESULTS, 'utf8'));
} catch {
  // nothing recorded
}
console.log(`\n════ Résultats de pnpm test:stress (${Math.round((Date.now() - started) / 60000)} min) ════`);
for (const [section, figures] of Object.entries(results)) {
  console.log(`\n${section}`);
  for (const [name, value] of Object.entries(figures)) console.log(`  ${name.padEnd(34)} ${value}`);
}
console.log(`\n(figures dans ${path.relative(ROOT, RESULTS)})`);
process.exit(jest.status ?? 1);
