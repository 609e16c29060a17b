/**
 * Builds the server into one file, `dist/server-code.cjs` (esbuild: TypeScript and the workspace packages
 * bundled, so nothing is transpiled at run time), started by `dist/server.cjs` (launcher.cjs, which
 * keeps V8's code cache of it), unless it is already newer than every file that went into it: esbuild's
 * metafile of the last build lists those inputs, so a start with nothing changed costs a few hundred
 * `stat` calls instead of a build.
 *
 * Left out of the bundle: PGlite, which reads its WebAssembly and data files beside its own modules (it
 * is loaded from node_modules as plain JavaScript), and pg's optional native binding.
 * `node build.mjs --force` builds anyway.
 */
import { copyFileSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { SERVER_BUNDLE_OPTIONS } from './bundle-options.mjs';

const SERVER_DIR = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(SERVER_DIR, '../..');
const DIST = path.join(SERVER_DIR, 'dist');
const OUTFILE = path.join(DIST, 'server-code.cjs');
const LAUNCHER = path.join(SERVER_DIR, 'launcher.cjs');
const ENTRY = path.join(DIST, 'server.cjs');
const METAFILE = path.join(DIST, 'meta.json');
/** The seating's worker thread (src/seating/pool.ts), a bundle of its own beside the server's. */
const WORKER = path.join(SERVER_DIR, 'src/seating/worker.ts');
const WORKER_OUTFILE = path.join(DIST, 'seating-worker.cjs');
/** Not in the metafile, but they change what the bundle is. */
const ALSO_WATCHED = [
  WORKER,
  path.join(SERVER_DIR, 'build.mjs'),
  path.join(SERVER_DIR, 'bundle-options.mjs'),
  LAUNCHER,
  path.join(SERVER_DIR, 'package.json'),
  path.join(REPO_ROOT, 'pnpm-lock.yaml'),
];

const mtime = (file) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return Infinity; // gone: build again
  }
};

function upToDate() {
  let meta;
  try {
    meta = JSON.parse(readFileSync(METAFILE, 'utf8'));
  } catch {
    return false;
  }
  const outputs = [mtime(OUTFILE), mtime(ENTRY), mtime(WORKER_OUTFILE)];
  if (outputs.includes(Infinity)) return false;
  const built = Math.min(...outputs);
  const inputs = [
    ...Object.keys(meta.inputs).map((input) => path.resolve(REPO_ROOT, input)),
    ...ALSO_WATCHED,
  ];
  return inputs.every((input) => mtime(input) < built);
}

if (!process.argv.includes('--force') && upToDate()) {
  console.log('serveur : dist/server.cjs est à jour');
} else {
  const started = Date.now();
  const result = await build({
    entryPoints: [path.join(SERVER_DIR, 'src/server.ts')],
    outfile: OUTFILE,
    absWorkingDir: REPO_ROOT,
    ...SERVER_BUNDLE_OPTIONS,
    sourcemap: true,
    metafile: true,
  });
  // The worker imports only the domain, which the server bundle imports too: its metafile lists them.
  await build({
    entryPoints: [WORKER],
    outfile: WORKER_OUTFILE,
    absWorkingDir: REPO_ROOT,
    ...SERVER_BUNDLE_OPTIONS,
  });
  writeFileSync(METAFILE, JSON.stringify(result.metafile));
  // The code caches of earlier bundles (launcher.cjs) would never be read again.
  for (const name of readdirSync(DIST)) if (name.endsWith('.v8cache')) rmSync(path.join(DIST, name));
  copyFileSync(LAUNCHER, ENTRY);
  console.log(`serveur : dist/server.cjs construit en ${Date.now() - started} ms`);
}
