import type { Config } from 'jest';

const config: Config = {
  projects: [
    '<rootDir>/packages/domain',
    '<rootDir>/packages/api',
    '<rootDir>/apps/server',
    '<rootDir>/apps/web',
  ],
  collectCoverageFrom: ['packages/domain/src/**/*.ts', '!**/*.test.ts', '!**/*.bench.ts'],
  coverageReporters: ['text-summary', 'text'],
  // The rules package is the heart of the product: the test command fails below 95 % of its lines.
  coverageThreshold: { global: {}, './packages/domain/src/': { lines: 95 } },
};

export default config;
