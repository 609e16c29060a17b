import { formatDate, formatPoints } from '../lib/format';
import './chart.css';

/** One point of the line: when, and the running figure then (points in thousands, a rating…). */
export interface ChartPoint {
  date_fin: string;
  total: number;
}

const WIDTH = 360;
const HEIGHT = 200;
const PAD = { top: 14, right: 12, bottom: 26, left: 44 };
/** Past this many games, markers would merge into the line: only the line is drawn. */
const MAX_MARKERS = 60;

/**
 * A dependency-free SVG line chart of a player's running figure, game after game (loaded lazily): their
 * total of points on their page, their standing in a league season. One series: the zero line is dashed,
 * the line has markers. `label` says what it shows (by default, the running total of points).
 */
export default function PointsChart({ points, label }: { points: readonly ChartPoint[]; label?: string }) {
  const totals = points.map((point) => point.total);
  const low = Math.min(0, ...totals);
  const high = Math.max(0, ...totals);
  const margin = Math.max(5, (high - low) * 0.08);
  const [min, max] = [low - margin, high + margin];
  const x = (index: number) =>
    PAD.left + (points.length <= 1 ? 0 : (index / (points.length - 1)) * (WIDTH - PAD.left - PAD.right));
  const y = (value: number) => PAD.top + ((max - value) / (max - min)) * (HEIGHT - PAD.top - PAD.bottom);
  const ticks = [high, 0, low].filter((tick, index, all) => all.indexOf(tick) === index);
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  const path = totals.map((total, index) => `${x(index)},${y(total)}`).join(' ');
  return (
    <figure className="stat-chart stat-chart--wide">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={
          label ??
          `Cumul des points sur ${points.length} partie${points.length > 1 ? 's' : ''}\u00a0: ${formatPoints(last.total)} à la fin.`
        }
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              className={tick === 0 ? 'stat-chart__zero' : 'stat-chart__grid'}
            />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="stat-chart__label">
              {formatPoints(tick)}
            </text>
          </g>
        ))}
        <text x={PAD.left} y={HEIGHT - 6} className="stat-chart__label">
          {formatDate(first.date_fin)}
        </text>
        {points.length > 1 && (
          <text x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end" className="stat-chart__label">
            {formatDate(last.date_fin)}
          </text>
        )}
        <polyline points={path} fill="none" className="stat-chart__line" />
        {points.length <= MAX_MARKERS &&
          totals.map((total, index) => (
            <circle key={index} cx={x(index)} cy={y(total)} r={3} className="stat-chart__marker" />
          ))}
      </svg>
    </figure>
  );
}
