import { tsJestProject } from '../../tooling/jest-preset';

export default tsJestProject('web', {
  // jsdom plus Node's fetch/TextEncoder/AbortController (react-router 7 and RTK Query need them).
  testEnvironment: '<rootDir>/src/test/jsdom-environment.ts',
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  // The migrated PGlite snapshot the real server of each test file starts from (src/test/real-server.ts).
  globalSetup: '<rootDir>/src/test/global-setup.ts',
  moduleNameMapper: {
    // `import.meta.env` lives in one module; CommonJS tests get a plain object instead.
    '^(.*/)?config/env$': '<rootDir>/src/test/env-stub.ts',
    '\\.css$': '<rootDir>/src/test/style-stub.ts',
    // Swiper's stylesheets are imported by package path (`swiper/css`), without the extension.
    '^swiper/css(/.*)?$': '<rootDir>/src/test/style-stub.ts',
    '^@/(.*)$': '<rootDir>/src/$1',
  },
});
