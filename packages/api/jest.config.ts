import { tsJestProject } from '../../tooling/jest-preset';

export default tsJestProject('api', {
  // One real server (apps/server, in-memory database) for every test file of the project.
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
});
