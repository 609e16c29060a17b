/**
 * A live event's `classement_maj` applied to the cached ranking (live/ranking-change.ts): only to the
 * version it starts from.
 */
import { describe, expect, it } from '@jest/globals';
import type { RankingResponse } from '@mj/contract';
import { applyRankingChange } from '../src/live/ranking-change';

const ranking = (): RankingResponse => ({
  classement: { ana: 12.5, bao: -3.4, cleo: 0 },
  classement_visible: true,
  rangs: { ana: 1, cleo: 2, bao: 3 },
  version: 'v1',
});

describe('applyRankingChange', () => {
  it('writes the changed totals and places, removes the players gone, and takes the new version', () => {
    const cached = ranking();
    const applied = applyRankingChange(cached, {
      de: 'v1',
      vers: 'v2',
      classement: { bao: 20.1, cleo: null, dany: -8 },
      rangs: { ana: 2, bao: 1, cleo: null, dany: 3 },
    });
    expect(applied).toBe(true);
    expect(cached).toEqual({
      classement: { ana: 12.5, bao: 20.1, dany: -8 },
      classement_visible: true,
      rangs: { ana: 2, bao: 1, dany: 3 },
      version: 'v2',
    });
  });

  it('replaces the stages and teams only when the change carries them', () => {
    const cached: RankingResponse = {
      ...ranking(),
      equipes: [{ nom: 'Est', joueurs: ['ana', 'bao'], total: 9.1, rang: 1 }],
    };
    const teams = [{ nom: 'Est', joueurs: ['ana', 'bao'], total: 10.1, rang: 1 }];
    applyRankingChange(cached, { de: 'v1', vers: 'v2', classement: { ana: 13.5 }, rangs: {} });
    expect(cached.equipes?.[0]?.total).toBe(9.1);
    applyRankingChange(cached, { de: 'v2', vers: 'v3', classement: {}, rangs: {}, equipes: teams });
    expect(cached.equipes).toEqual(teams);
    expect(cached.version).toBe('v3');
  });

  it('leaves a ranking of another version (or none) as it was', () => {
    const change = { de: 'v0', vers: 'v2', classement: { ana: 0 }, rangs: { ana: 3 } };
    const cached = ranking();
    expect(applyRankingChange(cached, change)).toBe(false);
    expect(cached).toEqual(ranking());
    const unversioned: RankingResponse = { classement: { ana: 1 }, classement_visible: true, rangs: {} };
    expect(applyRankingChange(unversioned, { ...change, de: 'v1' })).toBe(false);
    expect(unversioned.classement).toEqual({ ana: 1 });
  });
});
