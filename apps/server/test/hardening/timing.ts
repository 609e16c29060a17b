/**
 * Does the login's response time tell an unknown pseudo from a wrong password? Both are timed in
 * alternation (so that a change of machine load hits both alike) and compared by their medians and a
 * Mann–Whitney U test (normal approximation; no tie correction, times are in nanoseconds).
 */
import type { FastifyInstance } from 'fastify';
import { registerUser, uniquePseudo } from '../helper';

export interface TimingFigures {
  samples: number;
  unknownPseudoMedianMs: number;
  wrongPasswordMedianMs: number;
  /** |difference of medians| ÷ the larger median. */
  relativeDifference: number;
  /** Mann–Whitney U statistic as a z-score: |z| < 1.96 means no difference at the 5 % level. */
  mannWhitneyZ: number;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** z-score of the Mann–Whitney U statistic of two samples (positive: `a` tends to be larger). */
export function mannWhitneyZ(a: readonly number[], b: readonly number[]): number {
  const ranked = [
    ...a.map((value) => ({ value, fromA: true })),
    ...b.map((value) => ({ value, fromA: false })),
  ].sort((x, y) => x.value - y.value);
  let rankSumA = 0;
  ranked.forEach((entry, i) => {
    if (entry.fromA) rankSumA += i + 1;
  });
  const u = rankSumA - (a.length * (a.length + 1)) / 2;
  const mean = (a.length * b.length) / 2;
  const sd = Math.sqrt((a.length * b.length * (a.length + b.length + 1)) / 12);
  return (u - mean) / sd;
}

async function timedLogin(app: FastifyInstance, pseudo: string, address: string): Promise<number> {
  const start = process.hrtime.bigint();
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    remoteAddress: address,
    payload: { pseudo, password: 'pas-le-bon-mot-de-passe' },
  });
  const elapsed = Number(process.hrtime.bigint() - start) / 1e6;
  if (response.statusCode !== 401) throw new Error(`connexion : ${response.statusCode} au lieu de 401`);
  return elapsed;
}

/**
 * `samples` failed logins of each kind on `app` (built with login limits high enough not to throttle
 * them), after a few warm-up rounds.
 */
export async function measureLoginTiming(app: FastifyInstance, samples: number): Promise<TimingFigures> {
  const account = await registerUser(app, uniquePseudo('cible'), 'le-vrai-mot-de-passe');
  const unknown: number[] = [];
  const wrong: number[] = [];
  for (let i = -3; i < samples; i += 1) {
    const address = `198.51.100.${(i + 3) % 250}`;
    // Alternate which kind goes first, so that neither always follows the other.
    const order = i % 2 === 0 ? (['unknown', 'wrong'] as const) : (['wrong', 'unknown'] as const);
    for (const kind of order) {
      const ms = await timedLogin(
        app,
        kind === 'unknown' ? uniquePseudo('inconnu') : account.pseudo,
        address,
      );
      if (i >= 0) (kind === 'unknown' ? unknown : wrong).push(ms);
    }
  }
  const unknownPseudoMedianMs = median(unknown);
  const wrongPasswordMedianMs = median(wrong);
  return {
    samples,
    unknownPseudoMedianMs,
    wrongPasswordMedianMs,
    relativeDifference:
      Math.abs(unknownPseudoMedianMs - wrongPasswordMedianMs) /
      Math.max(unknownPseudoMedianMs, wrongPasswordMedianMs),
    mannWhitneyZ: mannWhitneyZ(unknown, wrong),
  };
}
