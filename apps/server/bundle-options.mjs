/**
 * esbuild's options for the server as `pnpm start` runs it: one CommonJS file for Node 20, the workspace's
 * TypeScript and dependencies inside. build.mjs builds the server with them, and the API bench
 * (bench/server/api.bench.ts) its target, so that the bench measures the code production runs.
 */
export const SERVER_BUNDLE_OPTIONS = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  // The launcher runs the bundle as a vm.Script, where `import()` needs an experimental flag on Node 20:
  // PGlite (an ES module) is required instead, which Node does from 20.19 on (package.json, engines).
  supported: { 'dynamic-import': false },
  // PGlite reads its WebAssembly and data files beside its own modules (loaded from node_modules as plain
  // JavaScript); pg's native binding is optional.
  external: ['@electric-sql/pglite', '@electric-sql/pglite/*', 'pg-native'],
  logLevel: 'warning',
};
