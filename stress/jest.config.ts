import path from 'node:path';
import { tsJestProject } from '../tooling/jest-preset';

const SERVER_TEST = path.resolve(__dirname, '..', 'apps', 'server', 'test');

/**
 * `pnpm test:stress` (stress/run.mjs): the long runs of the hardening suite, never part of `pnpm test`.
 * Same set-up as the server's tests (a migrated PGlite snapshot, a throwaway PostgreSQL when installed).
 */
export default {
  ...tsJestProject('stress', {
    globalSetup: path.join(SERVER_TEST, 'global-setup.ts'),
    globalTeardown: path.join(SERVER_TEST, 'global-teardown.ts'),
    setupFilesAfterEnv: [path.join(SERVER_TEST, 'setup.ts')],
  }),
  rootDir: __dirname,
  testMatch: ['<rootDir>/**/*.stress.ts'],
};
