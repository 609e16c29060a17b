/**
 * The package boundaries of eslint.config.mjs (domain ← contract ← {api, server}, api ← web) are lint
 * errors: deliberate violations linted with the repository's own configuration (ESLint's Node API).
 */
import { describe, expect, it } from '@jest/globals';
import { restrictedImports } from './restricted-imports';

describe('package boundaries (docs/architecture.md)', () => {
  it.each([
    [
      'packages/contract/src/zz.ts',
      "import fastify from 'fastify';\nexport const f = fastify;\n",
      'packages/contract dépend seulement',
    ],
    [
      'packages/api/src/zz.ts',
      "import { Game } from '@mj/contract';\nexport const g = Game;\n",
      'seulement les types du contrat',
    ],
    [
      'packages/api/src/zz.ts',
      "import { Type } from '@sinclair/typebox';\nexport const t = Type;\n",
      'types du contrat seulement',
    ],
    [
      'apps/web/src/lib/zz.ts',
      "import type { Game } from '@mj/contract';\nexport type G = Game;\n",
      'par @mj/api',
    ],
    [
      'apps/web/src/lib/zz.ts',
      "import { buildApp } from '@mj/server';\nexport const b = buildApp;\n",
      'ne dépend pas du serveur',
    ],
    ['apps/server/src/zz.ts', "import { api } from '@mj/api';\nexport const a = api;\n", 'jamais du client'],
    [
      'packages/online-logs/src/zz.ts',
      "import { Game } from '@mj/contract';\nexport const g = Game;\n",
      'packages/online-logs dépend seulement',
    ],
  ])('%s: a forbidden import is an error', async (file, code, message) => {
    expect(await restrictedImports(file, code)).toEqual([expect.stringContaining(message)]);
  });

  it.each([
    [
      'packages/contract/src/zz.ts',
      "import { WINDS } from '@mj/domain';\nimport { Type } from '@sinclair/typebox';\nexport const w = [WINDS, Type];\n",
    ],
    ['packages/api/src/zz.ts', "import type { Game } from '@mj/contract';\nexport type G = Game;\n"],
    ['apps/server/src/zz.ts', "import { Game } from '@mj/contract';\nexport const g = Game;\n"],
    [
      'packages/online-logs/src/zz.ts',
      "import { rulesOf } from '@mj/domain';\nimport { SaxesParser } from 'saxes';\nexport const r = [rulesOf, SaxesParser];\n",
    ],
  ])('%s: an allowed import passes', async (file, code) => {
    expect(await restrictedImports(file, code)).toEqual([]);
  });
});
