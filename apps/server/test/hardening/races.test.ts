/**
 * Concurrency on both databases (PostgreSQL when its binaries are installed, see global-setup.ts): 50
 * clients on one round index, and two requests on one tournament at once ending as some serial order.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { backends, buildTestApp } from '../helper';
import { raceOnRoundIndex } from './one-round-index';
import { buildCast, RACES, runRace, type Cast } from './races';

describe.each(backends)('races on %s', (backend) => {
  it('50 clients post the same round index: one wins each index, no duplicate, no gap', async () => {
    const app = await buildTestApp({ backend });
    const figures = await raceOnRoundIndex(app, { clients: 50, contested: 3, retriers: 10 });
    expect(figures.refusedAsStale).toBe(3 * 49);
  });

  describe('two requests on one tournament at once end as one after the other', () => {
    let app: FastifyInstance;
    let cast: Cast;
    beforeAll(async () => {
      app = await buildTestApp({ backend });
      cast = await buildCast(app);
    });

    it.each(RACES.map((race) => [race.name, race] as const))('%s', async (_name, race) => {
      const figures = await runRace(app, cast, race, 4);
      expect(figures.aFirst + figures.bFirst).toBe(4);
    });
  });
});
