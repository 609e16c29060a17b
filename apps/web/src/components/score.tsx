import { formatDelta, formatScore, isPositiveScore } from '../lib/format';

/** A score in French format; at or above 30000 it takes the positive style. */
export function Score({ value }: { value: number }) {
  return (
    <span className={`score ${isPositiveScore(value) ? 'score--positive' : 'score--negative'}`}>
      {formatScore(value)}
    </span>
  );
}

/** A signed change of score (`+8 000`, `-2 000`), coloured by direction. */
export function Delta({ value, className }: { value: number; className?: string }) {
  const tone = value > 0 ? 'delta--up' : value < 0 ? 'delta--down' : '';
  return (
    <span className={['score', tone, className ?? ''].filter(Boolean).join(' ')}>{formatDelta(value)}</span>
  );
}
