import type { Config } from 'jest';

/**
 * Shared Jest settings for every package: ts-jest in CommonJS, transpile only (type errors are caught by
 * the separate `tsc --noEmit` step of the test command, see toolchain notes).
 */
export function tsJestProject(displayName: string, overrides: Config = {}): Config {
  return {
    displayName,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.m?(t|j)sx?$': [
        'ts-jest',
        {
          tsconfig: {
            module: 'commonjs',
            moduleResolution: 'node10',
            target: 'ES2022',
            jsx: 'react-jsx',
            allowJs: true,
            esModuleInterop: true,
            isolatedModules: true,
            resolveJsonModule: true,
          },
        },
      ],
    },
    // ESM-only packages must go through ts-jest too (pnpm's layout puts them under node_modules/.pnpm):
    // jose (Firebase ID tokens, server) and swiper (the home carousel, web).
    transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!jose@|swiper@)'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    ...overrides,
  };
}
