import { tsJestProject } from '../../tooling/jest-preset';

export default tsJestProject('server', {
  // A migrated PGlite snapshot for every test app, and a throwaway PostgreSQL when it is installed.
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
});
