import { START_SCORE } from '@mj/domain';
import { formatScore } from '../../../lib/format';

/** Colours that stay apart on the green felt (and for the common colour-vision deficiencies, with the markers). */
const COLOURS = ['#f2c75c', '#8fc7ff', '#ff9b8f', '#b9f18c'];
const MARKERS = ['circle', 'square', 'diamond', 'triangle'] as const;

const WIDTH = 360;
const HEIGHT = 220;
const PAD = { top: 14, right: 12, bottom: 26, left: 46 };

interface ScoreChartProps {
  joueurs: readonly string[];
  series: Record<string, number[]>;
  pseudoOf: (id: string) => string;
  /** The game's start score: the chart's base line. */
  start?: number;
}

function marker(kind: (typeof MARKERS)[number], x: number, y: number, colour: string) {
  const r = 3.5;
  switch (kind) {
    case 'square':
      return <rect x={x - r} y={y - r} width={r * 2} height={r * 2} fill={colour} />;
    case 'diamond':
      return (
        <polygon
          points={`${x},${y - r - 1} ${x + r + 1},${y} ${x},${y + r + 1} ${x - r - 1},${y}`}
          fill={colour}
        />
      );
    case 'triangle':
      return (
        <polygon points={`${x},${y - r - 1} ${x + r + 1},${y + r} ${x - r - 1},${y + r}`} fill={colour} />
      );
    default:
      return <circle cx={x} cy={y} r={r} fill={colour} />;
  }
}

/** A dependency-free SVG line chart of each player's score across the rounds (loaded lazily). */
export default function ScoreChart({ joueurs, series, pseudoOf, start = START_SCORE }: ScoreChartProps) {
  const values = joueurs.flatMap((id) => series[id] ?? []);
  const points = Math.max(...joueurs.map((id) => series[id]?.length ?? 0));
  const low = Math.min(start, ...values);
  const high = Math.max(start, ...values);
  const margin = Math.max(1000, (high - low) * 0.08);
  const [min, max] = [low - margin, high + margin];
  const x = (index: number) =>
    PAD.left + (points <= 1 ? 0 : (index / (points - 1)) * (WIDTH - PAD.left - PAD.right));
  const y = (value: number) => PAD.top + ((max - value) / (max - min)) * (HEIGHT - PAD.top - PAD.bottom);
  const ticks = [max - margin, start, min + margin].filter((tick, index, all) => all.indexOf(tick) === index);
  const summary = joueurs
    .map((id) => `${pseudoOf(id)}\u00a0: ${formatScore(series[id]?.at(-1) ?? start)}`)
    .join(', ');

  return (
    <figure className="score-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="score-chart-title score-chart-desc">
        <title id="score-chart-title">
          Évolution des scores sur {points - 1} {points - 1 > 1 ? 'tours' : 'tour'}
        </title>
        <desc id="score-chart-desc">Scores finaux&nbsp;: {summary}.</desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              className={tick === start ? 'score-chart__base' : 'score-chart__grid'}
            />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="score-chart__label">
              {formatScore(Math.round(tick / 100) * 100)}
            </text>
          </g>
        ))}
        <text x={PAD.left} y={HEIGHT - 6} className="score-chart__label">
          Début
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end" className="score-chart__label">
          {points - 1} {points - 1 > 1 ? 'tours' : 'tour'}
        </text>
        {joueurs.map((id, seat) => {
          const line = series[id] ?? [];
          const colour = COLOURS[seat % COLOURS.length]!;
          return (
            <g key={id} data-player={id}>
              <polyline
                points={line.map((value, index) => `${x(index)},${y(value)}`).join(' ')}
                fill="none"
                stroke={colour}
                strokeWidth={2.5}
                strokeLinejoin="round"
              />
              {line.map((value, index) => (
                <g key={index}>{marker(MARKERS[seat % MARKERS.length]!, x(index), y(value), colour)}</g>
              ))}
            </g>
          );
        })}
      </svg>
      <figcaption className="score-chart__legend">
        {joueurs.map((id, seat) => (
          <span key={id}>
            <span
              className="score-chart__swatch"
              style={{ background: COLOURS[seat % COLOURS.length] }}
              aria-hidden="true"
            />
            {pseudoOf(id)}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
