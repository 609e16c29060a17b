import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';

const TEMPLATE = fileURLToPath(new URL('./sw.js', import.meta.url));

/** Every file under `dir`, as site paths (`/icons/icon-192.png`). */
async function publicFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map(
      (entry) => `/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`,
    );
}

/**
 * Writes /sw.js at build time from ./sw.js: the list of every file of this build (entry, every lazy
 * chunk, styles, index.html, the manifest and icons of public/) and a version derived from their names
 * and index.html, so any change of the app makes a new service worker the browser installs and offers.
 * Vite's own output, no Workbox: the worker is 120 lines the app reads whole (see ./sw.js), and the
 * offline marker and per-sign-out data cache it needs are not Workbox defaults.
 */
export function serviceWorker(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'mj-service-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // After Vite's own generateBundle hooks, which drop the empty JavaScript chunks of CSS-only modules.
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const built = Object.keys(bundle)
          .filter((fileName) => !fileName.endsWith('.map'))
          .map((fileName) => `/${fileName}`);
        const fromPublic = config.publicDir ? await publicFiles(config.publicDir) : [];
        const files = [...new Set([...built, ...fromPublic])].sort();
        const html = bundle['index.html'];
        const hash = createHash('sha256').update(files.join('\n'));
        if (html?.type === 'asset') hash.update(html.source);
        const template = await readFile(TEMPLATE, 'utf8');
        const source = template
          .replace("'__MJ_VERSION__'", JSON.stringify(hash.digest('hex').slice(0, 16)))
          .replace("['__MJ_PRECACHE__']", JSON.stringify(files));
        if (source.includes('__MJ_'))
          throw new Error('service-worker/sw.js: marque de remplacement introuvable');
        this.emitFile({ type: 'asset', fileName: 'sw.js', source });
      },
    },
  };
}
