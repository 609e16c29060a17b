/** `pnpm test:stress`: the races of apps/server/test/hardening at full size, on both databases. */
import { describe, expect, it } from '@jest/globals';
import { backends, buildTestApp } from '@mj/server/testing/helper';
import { raceOnRoundIndex } from '@mj/server/testing/hardening/one-round-index';
import { buildCast, RACES, runRace } from '@mj/server/testing/hardening/races';
import { recordFigures, scaled } from './support/figures';

const CONTESTED = scaled(20);
const RUNS_PER_RACE = scaled(30);

describe.each(backends)('races on %s', (backend) => {
  it(`50 clients on each of ${CONTESTED} round indexes, then 50 clients retrying until their round is in`, async () => {
    const started = Date.now();
    const figures = await raceOnRoundIndex(await buildTestApp({ backend }), { clients: 50, contested: CONTESTED, retriers: 50 });
    recordFigures(`50 clients sur un même index de tour — ${backend}`, { ...figures, duplicates: 0, gaps: 0, seconds: Math.round((Date.now() - started) / 1000) });
    expect(figures.refusedAsStale).toBe(CONTESTED * 49);
  }, 3_600_000);

  it(`${RUNS_PER_RACE} runs of each pair of tournament actions at once end as one of the serial orders`, async () => {
    const app = await buildTestApp({ backend });
    const cast = await buildCast(app);
    const rows: Record<string, string> = {};
    for (const race of RACES) {
      const figures = await runRace(app, cast, race, RUNS_PER_RACE);
      rows[race.name] = `A puis B ×${figures.aFirst}, B puis A ×${figures.bFirst}`;
    }
    recordFigures(`Deux actions simultanées sur un tournoi — ${backend} (${RUNS_PER_RACE} essais chacune, toutes égales à un ordre série)`, rows);
    expect(Object.keys(rows)).toHaveLength(RACES.length);
  }, 3_600_000);
});
