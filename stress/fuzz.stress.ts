/**
 * `pnpm test:stress`: the hardening fuzzers of apps/server/test/hardening at full size, on both
 * databases: every write route with arbitrary requests, and long random games against the domain.
 */
import { describe, expect, it } from '@jest/globals';
import { backends, buildTestApp, registerUser, registerUsers } from '@mj/server/testing/helper';
import { fuzzGameModel } from '@mj/server/testing/hardening/game-model';
import { fuzzRoute, WRITE_ROUTES } from '@mj/server/testing/hardening/write-routes';
import { buildWorld } from '@mj/server/testing/hardening/world';
import { recordFigures, scaled } from './support/figures';

const RUNS_PER_ROUTE = scaled(1000);
const GAME_SEQUENCES = scaled(150);
const MAX_STEPS = 80;

describe.each(backends)('fuzzing on %s', (backend) => {
  it(`${RUNS_PER_ROUTE} arbitrary requests on each of the ${WRITE_ROUTES.length} write routes`, async () => {
    const world = await buildWorld(await buildTestApp({ backend }));
    const started = Date.now();
    const totals = { cases: 0, accepted: 0, refused: 0 };
    const statuses: Record<number, number> = {};
    const perRoute: Record<string, string> = {};
    for (const route of WRITE_ROUTES) {
      const figures = await fuzzRoute(world, route, RUNS_PER_ROUTE);
      totals.cases += figures.cases;
      totals.accepted += figures.accepted;
      totals.refused += figures.refused;
      for (const [status, count] of Object.entries(figures.statuses)) statuses[Number(status)] = (statuses[Number(status)] ?? 0) + count;
      perRoute[figures.route] = `${figures.accepted} acceptées / ${figures.refused} refusées`;
    }
    recordFigures(`Fuzzing des routes d’écriture — ${backend}`, {
      ...totals,
      serverErrors: 0,
      refusalsByStatus: Object.entries(statuses).map(([status, count]) => `${status}×${count}`).join(' '),
      seconds: Math.round((Date.now() - started) / 1000),
      ...perRoute,
    });
    expect(totals.cases).toBe(RUNS_PER_ROUTE * WRITE_ROUTES.length);
  }, 7_200_000);

  it(`${GAME_SEQUENCES} random games of up to ${MAX_STEPS} steps against the domain's replay`, async () => {
    const app = await buildTestApp({ backend });
    const seats = await registerUsers(app, 4, 'modele');
    const outsider = await registerUser(app);
    const started = Date.now();
    const figures = await fuzzGameModel(app, seats, outsider.id, GAME_SEQUENCES, MAX_STEPS);
    recordFigures(`Parties aléatoires contre le modèle — ${backend}`, { ...figures, seconds: Math.round((Date.now() - started) / 1000) });
    expect(figures.sequences).toBe(GAME_SEQUENCES);
  }, 7_200_000);
});
