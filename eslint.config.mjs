// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { webZones } from './tooling/eslint/web-zones.cjs';
import { testRules } from './tooling/eslint/test-rules.mjs';

const testFiles = ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/e2e/**', '**/bench/**'];

/** Import boundaries (docs/architecture.md): domain ← contract ← {api, server}, api ← web; domain ← online-logs ← server. */
const serverNeverClient = {
  group: ['@mj/api', '@mj/api/*', '@mj/web', '@mj/web/*'],
  message: 'Le serveur dépend du domaine et du contrat, jamais du client.',
};

const boundary = (files, patterns) => ({
  files,
  ignores: testFiles,
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/drizzle/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'data/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...testRules,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // French typography puts a non-breaking space before « ! ? : ; » in user-facing text.
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true, skipJSXText: true }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // The service worker runs in its own global scope (self, caches, clients), not a page's.
  {
    files: ['apps/web/service-worker/sw.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker } },
  },
  // packages/domain imports nothing at all: only its own relative files.
  boundary(
    ['packages/domain/src/**'],
    [{ regex: '^(?!\\.{1,2}/)', message: 'packages/domain ne dépend de rien : imports relatifs seulement.' }],
  ),
  // packages/contract: the wire shapes, built with TypeBox from the domain's values and types only.
  boundary(
    ['packages/contract/src/**'],
    [
      {
        regex: '^(?!\\.{1,2}/|@mj/domain$|@sinclair/typebox$)',
        message: 'packages/contract dépend seulement du domaine et de TypeBox.',
      },
    ],
  ),
  // packages/online-logs: the log readers, on the domain's rules and one XML parser (saxes) only.
  boundary(
    ['packages/online-logs/src/**'],
    [
      {
        regex: '^(?!\\.{1,2}/|@mj/domain$|saxes$)',
        message: 'packages/online-logs dépend seulement du domaine et de saxes.',
      },
    ],
  ),
  // packages/api: domain and contract types only (nothing of them in the bundle), never an app or Firebase.
  {
    files: ['packages/api/src/**'],
    ignores: testFiles,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mj/domain',
              allowTypeImports: true,
              message: 'packages/api importe seulement les types du domaine.',
            },
            {
              name: '@mj/contract',
              allowTypeImports: true,
              message: 'packages/api importe seulement les types du contrat.',
            },
          ],
          patterns: [
            {
              group: ['@mj/web', '@mj/web/*', '@mj/server', '@mj/server/*'],
              message: 'packages/api ne dépend pas des apps.',
            },
            {
              group: ['@sinclair/typebox', '@sinclair/typebox/*'],
              message: 'packages/api ne construit pas de schéma : types du contrat seulement.',
            },
            {
              group: ['firebase', 'firebase/*'],
              message: 'Le rafraîchissement du jeton vient de l’app hôte (extraArgument).',
            },
          ],
        },
      ],
    },
  },
  boundary(
    ['apps/web/src/**'],
    [
      { group: ['@mj/server', '@mj/server/*'], message: 'Le web ne dépend pas du serveur.' },
      {
        group: ['@mj/contract', '@mj/contract/*'],
        message: 'Le web prend les types du contrat par @mj/api.',
      },
    ],
  ),
  boundary(['apps/server/src/**'], [serverNeverClient]),
  // apps/server's layers (docs/architecture.md): a route calls one service; a service reads and writes
  // through the repositories; a repository is SQL only. Each rule names the layer the file may use.
  // The patterns match at any folder depth (`**/`): a file in routes/admin/ is a route too.
  boundary(
    ['apps/server/src/routes/**'],
    [
      serverNeverClient,
      {
        group: ['**/repositories', '**/repositories/*', '**/db/*', 'drizzle-orm', 'drizzle-orm/*'],
        message: 'Une route appelle un service (services/**), jamais les dépôts ni la base.',
      },
      {
        group: ['**/events/*'],
        message: 'Une route ne publie ni ne lit d’événement : le service le fait (changes.publish).',
      },
    ],
  ),
  boundary(
    ['apps/server/src/services/**'],
    [
      serverNeverClient,
      {
        group: ['**/routes', '**/routes/*', '**/plugins/*'],
        message: 'Un service ne dépend ni des routes ni des plugins : les routes l’appellent.',
      },
    ],
  ),
  boundary(
    ['apps/server/src/repositories/**'],
    [
      serverNeverClient,
      {
        group: ['**/routes', '**/routes/*', '**/services', '**/services/*', '**/plugins/*'],
        message: 'Un dépôt ne fait que du SQL : il n’appelle ni service, ni route, ni plugin.',
      },
    ],
  ),
  // ---- The web app's zones and import cycles (tooling/eslint/web-zones.cjs). ----
  ...webZones(),
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
