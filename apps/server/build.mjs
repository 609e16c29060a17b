/**
 * Builds the server into one file, `dist/server.cjs` (esbuild: TypeScript and the workspace packages
 * bundled, so nothing is transpiled at run time), unless it is already newer than every file that went
 * into it: esbuild's metafile of the last build lists those inputs, so a start with nothing changed costs
 * a few hundred `stat` calls instead of a build.
 *
 * Left out of the bundle: PGlite, which reads its WebAssembly and data files beside its own modules (it
 * is loaded from node_modules as plain JavaScript), and pg's optional native binding.
 * `node build.mjs --force` builds anyway.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const SERVER_DIR = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(SERVER_DIR, '../..');
const OUTFILE = path.join(SERVER_DIR, 'dist/server.cjs');
const METAFILE = path.join(SERVER_DIR, 'dist/meta.json');
/** Not in the metafile, but they change what the bundle is. */
const ALSO_WATCHED = [
  path.join(SERVER_DIR, 'build.mjs'),
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
  const built = mtime(OUTFILE);
  if (built === Infinity) return false;
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
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    sourcemap: true,
    external: ['@electric-sql/pglite', '@electric-sql/pglite/*', 'pg-native'],
    metafile: true,
    logLevel: 'warning',
  });
  writeFileSync(METAFILE, JSON.stringify(result.metafile));
  console.log(`serveur : dist/server.cjs construit en ${Date.now() - started} ms`);
}
