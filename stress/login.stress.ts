/**
 * `pnpm test:stress`: login timing with the production password hash (scrypt N=2^17), unknown pseudo
 * versus wrong password, reported as medians and a Mann–Whitney z-score.
 */
import { describe, expect, it } from '@jest/globals';
import { OWASP_SCRYPT_COST } from '@mj/server/passwords';
import { buildTestApp, NO_LOGIN_DELAYS } from '@mj/server/testing/helper';
import { measureLoginTiming } from '@mj/server/testing/hardening/timing';
import { recordFigures, round1, scaled } from './support/figures';

const SAMPLES = scaled(60);

describe('login timing with the production hash', () => {
  it(`${SAMPLES} unknown pseudos and ${SAMPLES} wrong passwords take the same time`, async () => {
    const app = await buildTestApp({
      scryptCost: OWASP_SCRYPT_COST,
      loginLimits: NO_LOGIN_DELAYS,
    });
    const figures = await measureLoginTiming(app, SAMPLES);
    recordFigures('Temps de réponse de la connexion (scrypt N=2^17)', {
      samples: figures.samples,
      unknownPseudoMedianMs: round1(figures.unknownPseudoMedianMs),
      wrongPasswordMedianMs: round1(figures.wrongPasswordMedianMs),
      relativeDifferencePercent: round1(figures.relativeDifference * 100),
      mannWhitneyZ: round1(figures.mannWhitneyZ),
    });
    expect(figures.relativeDifference).toBeLessThan(0.2);
  }, 3_600_000);
});
