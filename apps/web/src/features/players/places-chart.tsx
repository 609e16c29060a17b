import '../../components/chart.css';
import { PLACE_LABELS } from './series';

const WIDTH = 320;
const HEIGHT = 180;
const PAD = { top: 22, right: 8, bottom: 26, left: 8 };

/**
 * Each place its own fill pattern (solid, stripes, dots, cross-hatch) and its count written on the bar:
 * nothing is told by colour alone.
 */
const PATTERNS = ['solid', 'stripes', 'dots', 'cross'] as const;

function Pattern({ kind }: { kind: (typeof PATTERNS)[number] }) {
  const id = `places-${kind}`;
  switch (kind) {
    case 'stripes':
      return (
        <pattern id={id} width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="8" height="8" className="stat-chart__fill-light" />
          <line x1="0" y1="0" x2="0" y2="8" className="stat-chart__hatch" />
        </pattern>
      );
    case 'dots':
      return (
        <pattern id={id} width="7" height="7" patternUnits="userSpaceOnUse">
          <rect width="7" height="7" className="stat-chart__fill-light" />
          <circle cx="3.5" cy="3.5" r="1.8" className="stat-chart__dot" />
        </pattern>
      );
    case 'cross':
      return (
        <pattern id={id} width="8" height="8" patternUnits="userSpaceOnUse">
          <rect width="8" height="8" className="stat-chart__fill-light" />
          <path d="M0 0L8 8M8 0L0 8" className="stat-chart__hatch" />
        </pattern>
      );
    default:
      return (
        <pattern id={id} width="8" height="8" patternUnits="userSpaceOnUse">
          <rect width="8" height="8" className="stat-chart__fill-strong" />
        </pattern>
      );
  }
}

/** A dependency-free SVG bar chart of how often the player finished 1st to 4th (loaded lazily). */
export default function PlacesChart({ places }: { places: readonly number[] }) {
  const highest = Math.max(1, ...places);
  const slot = (WIDTH - PAD.left - PAD.right) / PLACE_LABELS.length;
  const barWidth = slot * 0.6;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const summary = PLACE_LABELS.map((label, i) => `${label}\u00a0: ${places[i] ?? 0}`).join(', ');
  return (
    <figure className="stat-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={`Parties par place. ${summary}.`}>
        <defs>
          {PATTERNS.map((kind) => (
            <Pattern key={kind} kind={kind} />
          ))}
        </defs>
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={HEIGHT - PAD.bottom}
          y2={HEIGHT - PAD.bottom}
          className="stat-chart__axis"
        />
        {PLACE_LABELS.map((label, i) => {
          const count = places[i] ?? 0;
          const height = (count / highest) * plotHeight;
          const x = PAD.left + slot * i + (slot - barWidth) / 2;
          const top = HEIGHT - PAD.bottom - height;
          return (
            <g key={label}>
              <rect
                x={x}
                y={top}
                width={barWidth}
                height={height}
                fill={`url(#places-${PATTERNS[i]})`}
                className="stat-chart__bar"
              />
              <text x={x + barWidth / 2} y={top - 6} textAnchor="middle" className="stat-chart__value">
                {count}
              </text>
              <text x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle" className="stat-chart__label">
                {label}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
