/**
 * The skill rating of a season under « note »: OpenSkill's Plackett–Luce model (Weng & Lin, « A Bayesian
 * Approximation Method for Online Ranking », JMLR 12, 2011; the `openskill` package), each game a
 * free-for-all of four ranked by its places, tied places tied. Parameters are the package's defaults,
 * named in docs/rules-classic.md: μ 25, σ 25/3, β 25/6, τ 25/300. The season shows μ − 3σ.
 */
import type { SkillRating } from '@mj/domain';
import { rate, rating } from 'openskill';

export const openSkillRating: SkillRating = {
  initial: () => rating(),
  rate: (players, places) =>
    rate(
      players.map((skill) => [skill]),
      { rank: [...places] },
    ).map((team) => team[0]!),
};
