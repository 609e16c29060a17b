// @ts-check
/**
 * The web app's import zones (docs/architecture.md), as lint errors:
 * - a feature never imports another feature, nor `app/` (the composition layer);
 * - the shared folders (`components`, `hooks`, `lib`, `config`, `session`, `store`, `outbox`) never import a
 *   feature nor `app/`;
 * - no import cycle anywhere;
 * - `useSelector`/`useDispatch` only through the typed hooks of `store/hooks.ts`.
 * After bulletproof-react's `import/no-restricted-paths` zones (apps/react-vite/.eslintrc.cjs), with
 * eslint-plugin-import-x. CommonJS, so that eslint.config.mjs and a Jest test both load it:
 * apps/web/test/lint-zones.test.ts shows each rule firing on a deliberate violation.
 */
const fs = require('node:fs');
const path = require('node:path');
const { createNodeResolver, importX } = require('eslint-plugin-import-x');
const tseslint = require('typescript-eslint');

const SHARED_FOLDERS = ['components', 'hooks', 'lib', 'config', 'session', 'store', 'outbox'];

/** Where only the typed hooks may import `useSelector`/`useDispatch` from react-redux. */
const TYPED_HOOKS = 'store/hooks.ts';

const typeScript = ['.ts', '.tsx', '.cts', '.mts'];

/** Settings that let import-x resolve and parse the TypeScript sources (the rules follow imports). */
const importSettings = {
  'import-x/extensions': [...typeScript, '.js', '.jsx', '.cjs', '.mjs'],
  'import-x/parsers': { '@typescript-eslint/parser': typeScript },
  'import-x/resolver-next': [
    createNodeResolver({ extensions: [...typeScript, '.js', '.jsx', '.mjs', '.cjs', '.json'] }),
  ],
};

/** The feature folders under `<src>/features`, read from disk so a new feature is covered at once. */
function featuresOf(src) {
  const dir = path.join(src, 'features');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * @param {object} [options]
 * @param {string} [options.root] the repository root (the zones are absolute paths below it)
 * @param {string} [options.web] the web sources, relative to the root
 * @param {string[]} [options.cycleFiles] the files the no-cycle rule covers, relative to the root
 * @returns {import('eslint').Linter.Config[]}
 */
function webZones({
  root = process.cwd(),
  web = 'apps/web/src',
  cycleFiles = ['**/*.{ts,tsx,mts,cts}'],
} = {}) {
  const src = path.join(root, web);
  const at = (folder) => `./${path.posix.join(web, folder)}`;
  const features = featuresOf(src);
  const zones = [
    ...features.map((feature) => ({
      target: at(`features/${feature}`),
      from: at('features'),
      except: [`./${feature}`],
      message:
        'Une fonctionnalité n’importe pas une autre fonctionnalité : partagez par components/, hooks/, lib/, session/ ou store/.',
    })),
    {
      target: at('features'),
      from: at('app'),
      message:
        'Une fonctionnalité n’importe pas app/ (la composition) : app/ importe les fonctionnalités, pas l’inverse.',
    },
    ...SHARED_FOLDERS.map((folder) => ({
      target: at(folder),
      from: [at('features'), at('app')],
      message: `${folder}/ est partagé : il n’importe ni une fonctionnalité ni app/.`,
    })),
  ];
  return [
    {
      name: 'web-zones/settings',
      plugins: { 'import-x': importX },
      languageOptions: { parser: tseslint.parser },
      settings: importSettings,
    },
    {
      name: 'web-zones/restricted-paths',
      files: [`${web}/**/*.{ts,tsx}`],
      rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones }] },
    },
    {
      name: 'web-zones/typed-hooks',
      files: [`${web}/**/*.{ts,tsx}`],
      ignores: [`${web}/${TYPED_HOOKS}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: [
              {
                name: 'react-redux',
                importNames: ['useSelector', 'useDispatch'],
                message: 'Passez par les hooks typés useAppSelector/useAppDispatch de store/hooks.ts.',
              },
            ],
          },
        ],
      },
    },
    {
      name: 'web-zones/no-cycle',
      files: cycleFiles,
      rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
    },
  ];
}

module.exports = { webZones, SHARED_FOLDERS };
