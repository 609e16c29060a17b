/**
 * `dist/server.cjs`, which `pnpm start` runs (build.mjs copies this file there): runs the bundled server,
 * `dist/server-code.cjs`, with V8's code cache.
 *
 * Compiling the 3 MB bundle, and then the functions the start calls, is about a tenth of the CPU time
 * of a start (docs/performance.md, "Server ready"). V8 can save what it compiled and take it back next
 * time; Node 22 does this for every module with `module.enableCompileCache()`, Node 20 (which the
 * project supports) only through `vm.Script`'s `cachedData`. The cache sits beside the bundle, named
 * after a hash of the bundle's text (V8 itself checks only its length, its own version and its flags,
 * and rejects what does not match); it is written when the process exits, with what the run compiled,
 * if there was none or V8 rejected it (build.mjs deletes the old ones). Without a writable `dist/` it is
 * simply not kept.
 *
 * With `--enable-source-maps` the bundle is loaded as an ordinary module instead, since Node 20 maps
 * stack traces only for those.
 */
'use strict';
const { createHash } = require('node:crypto');
const { readFileSync, renameSync, writeFileSync } = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const { Script } = require('node:vm');

const BUNDLE = path.join(__dirname, 'server-code.cjs');
function runWithCodeCache() {
  const source = readFileSync(BUNDLE, 'utf8');
  const cacheFile = `${BUNDLE}.${createHash('sha1').update(source).digest('hex').slice(0, 16)}.v8cache`;
  let cachedData;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    // first start of this bundle
  }
  const script = new Script(Module.wrap(source), { filename: BUNDLE, cachedData });
  if (!cachedData || script.cachedDataRejected) {
    process.once('exit', () => {
      try {
        const written = `${cacheFile}.${process.pid}`;
        writeFileSync(written, script.createCachedData());
        renameSync(written, cacheFile);
      } catch {
        // not kept (read-only dist/): the next start compiles again
      }
    });
  }
  const bundle = new Module(BUNDLE, module);
  bundle.filename = BUNDLE;
  bundle.paths = Module._nodeModulePaths(__dirname);
  script.runInThisContext()(bundle.exports, Module.createRequire(BUNDLE), bundle, BUNDLE, __dirname);
}

if (process.sourceMapsEnabled) require(BUNDLE);
else runWithCodeCache();
