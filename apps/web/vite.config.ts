import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { serviceWorker } from './service-worker/plugin';

/**
 * Vendor code in a few stable chunks: the first paint only needs React, the router and Redux, while
 * Firebase (Google sign-in) and the drag and drop library load with the page that
 * uses them (see toolchain notes for the measured sizes). React and Redux groups come first (higher
 * priority): each group also takes the dependencies of its modules, so a lazy group ranked above them
 * would swallow react-dom and Redux (dnd) and put itself in the first load.
 */
const vendorGroups: Array<{ name: string; test: RegExp; priority: number }> = [
  { name: 'firebase', test: /[\\/]node_modules[\\/](\.pnpm[\\/])?(@firebase|firebase)/, priority: 10 },
  {
    name: 'dnd',
    test: /[\\/]node_modules[\\/](\.pnpm[\\/])?(@hello-pangea|css-box-model|raf-schd|use-memo-one)|[\\/](react-redux|redux)\.legacy-esm\.js$/,
    priority: 10,
  },
  {
    name: 'react',
    test: /[\\/]node_modules[\\/](\.pnpm[\\/])?(react|react-dom|scheduler|react-router|react-router-dom|cookie)[@\\/]/,
    priority: 20,
  },
  /**
   * The app modules that /login and nearly every page use, shared by the entry and the pages, in one chunk
   * with the API slice (which they import) rather than a small chunk each (an import line and a gzip
   * frame apiece, 0,5 KiB on the first visit).
   */
  {
    name: 'first-page',
    test: /[\\/]src[\\/](store[\\/]hooks|session[\\/](auth-slice|selectors)|components[\\/]alert)\.tsx?$/,
    priority: 5,
  },
  {
    name: 'redux',
    test: /[\\/]node_modules[\\/](\.pnpm[\\/])?(@reduxjs|redux|react-redux|immer|reselect|redux-thunk|use-sync-external-store)[@\\/](?!.*\.legacy-esm\.js$)/,
    priority: 20,
  },
];

/**
 * Writes `x.br` and `x.gz` beside every text file of the build, which the server sends as they are
 * (@fastify/static `preCompressed`): on a phone's slow connection the first load is about a third of its
 * raw size, and compressing once at build time costs the server nothing per request. Brotli quality 10:
 * 2 % larger than 11 for the React chunk, in 0.5 s instead of 1.2 s.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzip = promisify(gzipCallback);
  return {
    name: 'mj-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const files = Object.keys(bundle)
        .filter((fileName) => /\.(js|css|html|svg|json)$/.test(fileName))
        .map((fileName) => path.join(options.dir ?? 'dist', fileName));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          if (content.length < 1024) return;
          await Promise.all([
            gzip(content, { level: 9 }).then((gz) => writeFile(`${file}.gz`, gz)),
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } }).then((br) =>
              writeFile(`${file}.br`, br),
            ),
          ]);
        }),
      );
    },
  };
}

/**
 * A package's code is one module: every export that any page uses is in it, so a shared vendor chunk
 * carries into the first load what only a late chunk needs. These importers get their own copy of the
 * package (its `legacy-esm` build, the same version), which loads with them:
 * - the drag and drop library (« Tables fixes ») uses react-redux's `connect` and redux's
 *   `bindActionCreators`, which nothing else does (its store and context are its own anyway);
 * - the outbox's listeners use RTK's listener middleware, which the first page does not need.
 */
const OWN_COPIES: Array<{ importer: RegExp; packages: string[] }> = [
  { importer: /[\\/]@hello-pangea[\\/]dnd[\\/]/, packages: ['react-redux', 'redux'] },
  { importer: /[\\/]src[\\/]outbox[\\/](listener|copies|actions)\.ts$/, packages: ['@reduxjs/toolkit'] },
];

function ownCopies(): Plugin {
  return {
    name: 'mj-own-copies',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (
        !importer ||
        !OWN_COPIES.some((own) => own.importer.test(importer) && own.packages.includes(source))
      )
        return null;
      const shared = await this.resolve(source, importer, { ...options, skipSelf: true });
      // The package's exports hide its dist files: the sibling of the file it resolves to.
      return shared && { ...shared, id: shared.id.replace(/\.(modern|browser)?\.?mjs$/, '.legacy-esm.js') };
    },
  };
}

export default defineConfig({
  plugins: [react(), serviceWorker(), precompress(), ownCopies()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    // In development the API server runs beside Vite (pnpm dev): same-origin `/api` like in production.
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    target: 'es2022',
    modulePreload: {
      // Every browser of an es2022 target preloads modules itself: the polyfill would only weigh on the entry.
      polyfill: false,
      // A lazy page's preload list names only its CSS (fetched with the page's chunk, so no unstyled flash).
      // Its JS imports are hoisted into the page's chunk, so the browser requests them all at once when
      // that chunk arrives: one round trip more on a page's very first load, none once the service worker
      // holds the build. Listing every chunk's file name in the first load cost 1.3 KiB gzipped there.
      resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')),
    },
    sourcemap: false,
    rolldownOptions: {
      // The compression above is slow by design; no timing warning on every build.
      checks: { pluginTimings: false },
      output: {
        // Not `includeDependenciesRecursively: false`: with it the built app stops at start in Chromium
        // ("i is not a function" in a shared chunk, found by the e2e suite), which jsdom tests cannot see.
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
