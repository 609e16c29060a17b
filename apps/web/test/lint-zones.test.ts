import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ESLint } from 'eslint';

/**
 * The zones of tooling/eslint/web-zones.cjs fire on deliberate violations: a small web tree written to a
 * temporary folder, linted with ESLint's Node API and the same zones the repository's config uses.
 */
const files: Record<string, string> = {
  // Allowed: app composes features; a feature uses shared folders; the typed hooks wrap react-redux.
  'app/router.ts':
    "import { gamesPage } from '../features/games/games-page';\nexport const router = gamesPage;\n",
  'features/games/games-page.ts':
    "import { Button } from '../../components/button';\nimport { useAppSelector } from '../../store/hooks';\nexport const gamesPage = [Button, useAppSelector];\n",
  'components/button.ts': 'export const Button = 1;\n',
  'store/hooks.ts':
    "import { useDispatch, useSelector } from 'react-redux';\nexport const useAppSelector = useSelector;\nexport const useAppDispatch = useDispatch;\n",
  // Violations, one per rule.
  'features/games/reads-tournaments.ts':
    "import { ranking } from '../tournaments/ranking';\nexport const rows = ranking;\n",
  'features/tournaments/ranking.ts': 'export const ranking = 1;\n',
  'features/tournaments/reads-app.ts':
    "import { router } from '../../app/router';\nexport const again = router;\n",
  'session/reads-feature.ts':
    "import { ranking } from '../features/tournaments/ranking';\nexport const r = ranking;\n",
  'hooks/reads-app.ts': "import { router } from '../app/router';\nexport const r = router;\n",
  'features/games/raw-selector.ts':
    "import { useSelector } from 'react-redux';\nexport const select = useSelector;\n",
  'lib/ping.ts': "import { pong } from './pong';\nexport const ping = () => pong;\n",
  'lib/pong.ts': "import { ping } from './ping';\nexport const pong = () => ping;\n",
};

let root: string;
let results: Map<string, ESLint.LintResult['messages']>;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'web-zones-'));
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(root, 'apps/web/src', file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, text);
  }
  const { webZones } = await import('../../../tooling/eslint/web-zones.cjs');
  const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: webZones({ root }) });
  const linted = await eslint.lintFiles(['apps/web/src/**/*.ts']);
  results = new Map(
    linted.map((result) => [
      path.relative(path.join(root, 'apps/web/src'), result.filePath),
      result.messages,
    ]),
  );
}, 60_000);

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

function errorsOf(file: string) {
  return (results.get(file) ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

describe('the web zones are lint errors', () => {
  it('accepts app → feature → shared folders, and react-redux inside the typed hooks', () => {
    for (const file of [
      'app/router.ts',
      'features/games/games-page.ts',
      'components/button.ts',
      'store/hooks.ts',
    ])
      expect(errorsOf(file)).toEqual([]);
  });

  it('refuses a feature importing another feature', () => {
    expect(errorsOf('features/games/reads-tournaments.ts')).toEqual([
      expect.objectContaining({
        ruleId: 'import-x/no-restricted-paths',
        message: expect.stringContaining('Une fonctionnalité n’importe pas une autre fonctionnalité'),
      }),
    ]);
  });

  it('refuses a feature importing app/', () => {
    expect(errorsOf('features/tournaments/reads-app.ts')).toEqual([
      expect.objectContaining({
        ruleId: 'import-x/no-restricted-paths',
        message: expect.stringContaining('Une fonctionnalité n’importe pas app/'),
      }),
    ]);
  });

  it.each([
    ['session/reads-feature.ts', 'session/ est partagé'],
    ['hooks/reads-app.ts', 'hooks/ est partagé'],
  ])('refuses a shared folder importing a feature or app/ (%s)', (file, message) => {
    expect(errorsOf(file)).toEqual([
      expect.objectContaining({
        ruleId: 'import-x/no-restricted-paths',
        message: expect.stringContaining(message),
      }),
    ]);
  });

  it('refuses useSelector/useDispatch outside the typed hooks', () => {
    expect(errorsOf('features/games/raw-selector.ts')).toEqual([
      expect.objectContaining({
        ruleId: 'no-restricted-imports',
        message: expect.stringContaining('useAppSelector/useAppDispatch'),
      }),
    ]);
  });

  it('refuses an import cycle', () => {
    expect(errorsOf('lib/ping.ts')).toEqual([expect.objectContaining({ ruleId: 'import-x/no-cycle' })]);
    expect(errorsOf('lib/pong.ts')).toEqual([expect.objectContaining({ ruleId: 'import-x/no-cycle' })]);
  });
});
