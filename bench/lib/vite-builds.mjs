/**
 * Production builds for the size figures, through Vite's JavaScript API (the web app's own Vite):
 * the web app exactly as `pnpm --filter @mj/web build` makes it, plus a manifest; and the framework floor
 * (bench/floor) with the web app's configuration (same plugins, target and vendor chunk groups).
 * Each build also records which source modules ended up in which output file.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { FLOOR_DIR, OUT_DIR, WEB_DIR } from './paths.mjs';

const WEB_CONFIG = path.join(WEB_DIR, 'vite.config.ts');

async function loadVite() {
  return import(pathToFileURL(path.join(WEB_DIR, 'node_modules', 'vite', 'dist', 'node', 'index.js')).href);
}

/** A plugin that fills `modulesByFile` (output file → source module ids) once the bundle is written. */
function recordModules(modulesByFile) {
  return {
    name: 'bench-record-modules',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') modulesByFile.set(output.fileName, output.moduleIds);
      }
    },
  };
}

/** Bare imports of the floor resolve from the web app, so both builds use the same installed packages. */
function resolveFromWebApp() {
  const webImporter = path.join(WEB_DIR, 'src', 'main.tsx');
  return {
    name: 'bench-resolve-from-web-app',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !importer.startsWith(FLOOR_DIR) || /^[./\0]/.test(source) || source.includes(':'))
        return null;
      return this.resolve(source, webImporter, { ...options, skipSelf: true });
    },
  };
}

function readManifest(outDir) {
  return JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
}

/**
 * @returns {Promise<{outDir: string, manifest: Record<string, any>, modulesByFile: Map<string, string[]>}>}
 */
export async function buildWebApp(outDir = path.join(OUT_DIR, 'web')) {
  const { build } = await loadVite();
  const modulesByFile = new Map();
  await build({
    root: WEB_DIR,
    configFile: WEB_CONFIG,
    mode: 'production',
    logLevel: 'warn',
    plugins: [recordModules(modulesByFile)],
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  return { outDir, manifest: readManifest(outDir), modulesByFile };
}

/** The floor app built with the web app's resolved configuration, only the root and the entry changed. */
export async function buildFloor(outDir = path.join(OUT_DIR, 'floor')) {
  const { build, loadConfigFromFile } = await loadVite();
  const loaded = await loadConfigFromFile(
    { command: 'build', mode: 'production' },
    WEB_CONFIG,
    WEB_DIR,
    'warn',
  );
  if (!loaded) throw new Error(`Vite configuration not found: ${WEB_CONFIG}`);
  const { config } = loaded;
  const modulesByFile = new Map();
  await build({
    ...config,
    root: FLOOR_DIR,
    configFile: false,
    mode: 'production',
    logLevel: 'warn',
    resolve: {},
    server: {},
    plugins: [resolveFromWebApp(), ...(config.plugins ?? []), recordModules(modulesByFile)],
    build: { ...config.build, outDir, emptyOutDir: true, manifest: true },
  });
  return { outDir, manifest: readManifest(outDir), modulesByFile };
}
