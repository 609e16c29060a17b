import { describe, expect, it } from '@jest/globals';
import { seasonStandings, type SeasonGame } from '@mj/domain';
import fc from 'fast-check';
import { openSkillRating } from './season-rating';

const SEASON = {
  date_debut: '2026-09-01',
  date_fin: '2027-08-31',
  mesure: 'note' as const,
  meilleures: null,
  min_parties: 0,
  regles: null,
};

/** A classic game where `winner` has 40 000 and the three others split the rest in seat order. */
function game(i: number, winner: string, others: string[]): SeasonGame {
  const scores = { [winner]: 40000, [others[0]!]: 35000, [others[1]!]: 25000, [others[2]!]: 20000 };
  const date = new Date(Date.UTC(2026, 9, 1) + i * 3600_000).toISOString();
  return { partie_id: `g${i}`, date, etat: 'terminé', regles: 'classic', scores };
}

describe('the season rating (OpenSkill, Plackett–Luce)', () => {
  it('starts everyone at 0 (μ 25 − 3 × σ 25/3) and puts a lone winner above', () => {
    const [after] = openSkillRating.rate(
      [
        openSkillRating.initial(),
        openSkillRating.initial(),
        openSkillRating.initial(),
        openSkillRating.initial(),
      ],
      [1, 2, 3, 4],
    );
    const start = openSkillRating.initial();
    expect(start.mu - 3 * start.sigma).toBeCloseTo(0, 10);
    expect(after!.mu).toBeGreaterThan(25);
    expect(after!.sigma).toBeLessThan(25 / 3);
  });

  it('never lowers the rating of a player who wins every game', () => {
    const pool = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    // Each game: the three opponents drawn from the pool, in any order of places.
    const opponents = fc.shuffledSubarray(pool, { minLength: 3, maxLength: 3 });
    fc.assert(
      fc.property(fc.array(opponents, { minLength: 1, maxLength: 25 }), (draws) => {
        const games = draws.map((others, i) => game(i, 'champion', others));
        const line = seasonStandings(SEASON, games, { rating: openSkillRating }).lignes.find(
          (standing) => standing.user_id === 'champion',
        );
        const values = line!.progression.map((point) => point.valeur);
        for (let i = 1; i < values.length; i += 1) expect(values[i]!).toBeGreaterThanOrEqual(values[i - 1]!);
        expect(values[0]!).toBeGreaterThan(0);
      }),
      { numRuns: 60 },
    );
  });
});
