import type { Config } from 'jest';

const config: Config = {
  projects: [
    '<rootDir>/packages/domain',
    '<rootDir>/packages/api',
    '<rootDir>/apps/server',
    '<rootDir>/apps/web',
  ],
  collectCoverageFrom: [
    'packages/domain/src/**/*.ts',
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
  coverageThreshold: { global: {}, './packages/domain/src/': { lines: 95 } },
};

export default config;
