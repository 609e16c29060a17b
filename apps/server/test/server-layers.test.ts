/**
 * apps/server's layers (docs/architecture.md) are lint errors: routes → services → repositories, each
 * one fired by a deliberate violation linted with the repository's own configuration (ESLint's Node API),
 * and the allowed import beside it.
 */
import { describe, expect, it } from '@jest/globals';
import { restrictedImports } from './restricted-imports';

describe('server layers', () => {
  it.each([
    [
      'apps/server/src/routes/zz.ts',
      "import { gamesRepository } from '../repositories/games';\nexport const r = gamesRepository;\n",
      'Une route appelle un service',
    ],
    [
      'apps/server/src/routes/zz.ts',
      "import { games } from '../db/schema';\nexport const g = games;\n",
      'Une route appelle un service',
    ],
    [
      'apps/server/src/services/zz.ts',
      "import { gameRoutes } from '../routes/games';\nexport const r = gameRoutes;\n",
      'Un service ne dépend ni des routes',
    ],
    [
      'apps/server/src/repositories/zz.ts',
      "import { createGame } from '../services/games';\nexport const c = createGame;\n",
      'Un dépôt ne fait que du SQL',
    ],
    [
      'apps/server/src/routes/zz.ts',
      "import { api } from '@mj/api';\nexport const a = api;\n",
      'jamais du client',
    ],
    // At any folder depth, and the query builder and the event bus are the services' too.
    [
      'apps/server/src/routes/admin/zz.ts',
      "import { gamesRepository } from '../../repositories/games';\nexport const r = gamesRepository;\n",
      'Une route appelle un service',
    ],
    [
      'apps/server/src/routes/zz.ts',
      "import { eq } from 'drizzle-orm';\nexport const e = eq;\n",
      'Une route appelle un service',
    ],
    [
      'apps/server/src/routes/zz.ts',
      "import type { BusEvent } from '../events/bus';\nexport type E = BusEvent;\n",
      'Une route ne publie ni ne lit d’événement',
    ],
    [
      'apps/server/src/services/deep/zz.ts',
      "import { gameRoutes } from '../../routes/games';\nexport const r = gameRoutes;\n",
      'Un service ne dépend ni des routes',
    ],
    [
      'apps/server/src/repositories/deep/zz.ts',
      "import { createGame } from '../../services/games';\nexport const c = createGame;\n",
      'Un dépôt ne fait que du SQL',
    ],
  ])('%s: a forbidden import is an error', async (file, code, message) => {
    expect(await restrictedImports(file, code)).toEqual([expect.stringContaining(message)]);
  });

  it.each([
    [
      'apps/server/src/routes/zz.ts',
      "import { createGame } from '../services/games';\nexport const c = createGame;\n",
    ],
    [
      'apps/server/src/services/zz.ts',
      "import { gamesRepository } from '../repositories/games';\nexport const r = gamesRepository;\n",
    ],
    [
      'apps/server/src/repositories/zz.ts',
      "import { games } from '../db/schema';\nexport const g = games;\n",
    ],
  ])('%s: the layer below is allowed', async (file, code) => {
    expect(await restrictedImports(file, code)).toEqual([]);
  });
});
