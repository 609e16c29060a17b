import type { Config } from 'jest';

const config: Config = {
  projects: [
    '<rootDir>/packages/domain',
    '<rootDir>/packages/online-logs',
    '<rootDir>/packages/api',
    '<rootDir>/apps/server',
    '<rootDir>/apps/web',
  ],
  collectCoverageFrom: [
    'packages/domain/src/**/*.ts',
    'packages/online-logs/src/**/*.ts',
    'packages/api/src/**/*.ts',
    'apps/server/src/**/*.ts',
    'apps/web/src/**/*.{ts,tsx}',
    '!**/*.test.{ts,tsx}',
    '!**/*.bench.ts',
    '!**/*.d.ts',
    '!apps/web/src/test/**',
  ],
  coverageReporters: ['text-summary', 'text', 'json-summary'],
  // The rules package is the heart of the product: the test command fails below 95 % of its lines.
  // The web app: measured 91.7 % of lines (2026-11-22, on a loaded machine where 54 of 196 web tests timed
  // out), floor set a little under. Server and api: measured by the full `pnpm test:unit --coverage` of
  // main at 84cd995 (2026-11-22 17:14, all four projects): server 93.1 % of lines, api 89.2 % (the web
  // tests run the api package too); floors about two points under. The api floor fell to 62 while the live
  // streams and the rondes endpoints had no api-package tests (64.1 % at 29767f3); with them (live.test.ts,
  // event-stream.test.ts, rondes.test.ts on the real server) the api project alone covers 98.1 % of its
  // lines (2026-11-22 21:10, `--selectProjects api --coverage`); the full run only adds to that.
  coverageThreshold: {
    global: {},
    './packages/domain/src/': { lines: 95 },
    './packages/api/src/': { lines: 96 },
    './apps/server/src/': { lines: 91 },
    './apps/web/src/': { lines: 88 },
  },
};

export default config;
