/** Where things are, for every benchmark script (one place, no guessing). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(BENCH_DIR, '..');
export const WEB_DIR = path.join(REPO_ROOT, 'apps', 'web');
export const SERVER_DIR = path.join(REPO_ROOT, 'apps', 'server');
export const FLOOR_DIR = path.join(BENCH_DIR, 'floor');
/** Build outputs and throwaway data of the benchmarks (gitignored by `dist/`). */
export const OUT_DIR = path.join(BENCH_DIR, 'dist');
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
/** The toolchain notes' flags for Debian's Chromium in a container (headless added by each launcher). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
