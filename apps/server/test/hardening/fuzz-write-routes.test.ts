/**
 * Fuzzing every write route through app.inject (see write-routes.ts for the property). The test command
 * runs a few hundred cases per route on PGlite; `pnpm test:stress` runs many more on both databases.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { buildTestApp } from '../helper';
import { fuzzRoute, WRITE_ROUTES } from './write-routes';
import { buildWorld, type World } from './world';

const RUNS_PER_ROUTE = 100;

describe('fuzzing the write routes (PGlite)', () => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld(await buildTestApp());
  });

  it.each(WRITE_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: no 5xx, refusals in French change nothing, accepted writes keep every game consistent',
    async (_name, route) => {
      const figures = await fuzzRoute(world, route, RUNS_PER_ROUTE);
      expect(figures.cases).toBe(RUNS_PER_ROUTE);
    },
  );
});
