// @ts-check
import jestPlugin from 'eslint-plugin-jest';

/**
 * Tests that can fail: no focused or disabled Jest test, no expect that runs only on
 * some paths. Playwright's own escape hatches (`only`, `skip`, `fixme`, `fail`) are refused in e2e/.
 * `@mj/domain/testing` stays out of product code. (Rules no other section of eslint.config.mjs sets, so
 * that the import-boundary sections stay independent of these.)
 */
const jestFiles = ['**/*.test.ts', '**/*.test.tsx', '**/test/**/*.{ts,tsx}', 'stress/**/*.ts'];
export const testRules = [
  {
    files: jestFiles,
    plugins: { jest: jestPlugin },
    rules: {
      'jest/no-focused-tests': 'error',
      'jest/no-disabled-tests': 'error',
      'jest/no-conditional-expect': 'error',
      'jest/valid-expect': 'error',
      'jest/valid-title': 'error',
      'jest/no-identical-title': 'error',
      // A test with no assertion passes whatever the code does. Helpers that assert count as assertions:
      // their names start with `expect` or `assert` (expectError, assertRoundTrip…), and fast-check's
      // `fc.assert` fails the test itself.
      'jest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*', 'assert*', 'fc.assert'] }],
    },
  },
  // The shared test vocabulary is for tests and benches: no product code, hence no bundle, reaches it.
  {
    files: ['apps/*/src/**', 'packages/*/src/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/test-support/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/domain\\/testing(\\/|$)/]',
          message: '@mj/domain/testing sert aux tests et aux bancs d’essai seulement.',
        },
      ],
    },
  },
  {
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['only', 'skip', 'fixme', 'fail'].map((property) => ({
          object: 'test',
          property,
          message: 'Un test e2e s’exécute toujours et affirme ce qu’il attend (pas de only/skip/fixme/fail).',
        })),
      ],
    },
  },
];
