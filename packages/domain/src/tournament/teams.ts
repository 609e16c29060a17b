import type { PointsByPlayer, UserId } from '../types';

export interface Team {
  nom: string;
  joueurs: readonly UserId[];
}

export interface TeamLine {
  nom: string;
  joueurs: UserId[];
  total: number;
  rang: number;
}

/**
 * Team standings (docs/api-contract.md, « Tournament formats »): a team's total is the sum of its `counted` best
 * members' totals (all of them by default; a member without a game counts 0), in tenths so that the sum keeps one exact
 * decimal. Best total first; tied teams share their rank (1, 2, 2, 4).
 */
export function teamStanding(
  teams: readonly Team[],
  totals: PointsByPlayer,
  counted?: number | null,
): TeamLine[] {
  const lines = teams.map((team) => {
    const best = team.joueurs.map((id) => Math.round((totals[id] ?? 0) * 10)).sort((a, b) => b - a);
    const kept = counted ? best.slice(0, counted) : best;
    return { nom: team.nom, joueurs: [...team.joueurs], total: kept.reduce((sum, t) => sum + t, 0) / 10 };
  });
  return lines
    .map((line) => ({ ...line, rang: 1 + lines.filter((other) => other.total > line.total).length }))
    .sort((a, b) => a.rang - b.rang);
}
