/**
 * One line per figure: the measured value, its floor measured in the same run, their ratio and its
 * target (on the value, or on the ratio to the floor). Printing only: whether a target is met is shown,
 * never asserted.
 */
import { appendFileSync } from 'node:fs';

/**
 * @typedef {object} Figure
 * @property {string} name
 * @property {number | null} value       null when the measurement could not run
 * @property {string} unit              'KiB', 'ms', 'req/s', 'score', ''…
 * @property {number | null} [floor]    the same work without the product around it
 * @property {number} [ratio]           when measured otherwise than value ÷ floor (e.g. the median of
 *                                      runs taken in turns with the floor's)
 * @property {string} [floorName]
 * @property {{ op: '<=' | '>=', limit: number, on?: 'ratio' } } [target]  on the ratio to the floor
 *                                      when `on` is 'ratio' (`limit` then a multiple of the floor)
 * @property {number} [digits]
 * @property {string} [note]
 */

const format = (value, unit, digits = 1) =>
  value === null || value === undefined || Number.isNaN(value)
    ? 'n/a'
    : `${value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}${unit ? ` ${unit}` : ''}`;

/** The figure's ratio to its floor: the one measured in turns when given, else value ÷ floor. */
function ratioOf(figure) {
  if (figure.ratio !== undefined) return figure.ratio;
  const { value, floor } = figure;
  return value === null || value === undefined || !floor ? null : value / floor;
}

export function verdict(figure) {
  const { target } = figure;
  const value = target?.on === 'ratio' ? ratioOf(figure) : figure.value;
  if (!target || value === null || value === undefined) return '';
  const met = target.op === '<=' ? value <= target.limit : value >= target.limit;
  return met ? 'met' : 'MISSED';
}

/** @param {Figure} figure */
export function formatFigure(figure) {
  const digits = figure.digits ?? 1;
  const value = format(figure.value, figure.unit, digits);
  const hasFloor = figure.floor !== undefined && figure.floor !== null;
  const floor = hasFloor ? format(figure.floor, figure.unit, digits) : '—';
  const measured = ratioOf(figure);
  const ratio = measured === null ? '—' : `${measured.toFixed(2)}×`;
  const limit = (target) =>
    target.on === 'ratio' ? `${target.limit}× the floor` : format(target.limit, figure.unit, digits);
  const target = figure.target
    ? `${figure.target.op === '<=' ? '≤' : '≥'} ${limit(figure.target)} ${verdict(figure)}`
    : '';
  return [
    figure.name.padEnd(52),
    value.padStart(14),
    floor.padStart(14),
    ratio.padStart(8),
    `  ${target}`,
    figure.floorName ? `  (floor: ${figure.floorName})` : '',
    figure.note ? `  ${figure.note}` : '',
  ].join('');
}

export function printSection(title, figures) {
  console.log(`\n${title}`);
  console.log(
    `${'figure'.padEnd(52)}${'value'.padStart(14)}${'floor'.padStart(14)}${'ratio'.padStart(8)}  target`,
  );
  for (const figure of figures) console.log(formatFigure(figure));
}

/** Median of numbers (null when empty). */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Prints a section and, when run by bench/run.mjs (BENCH_RESULT_FILE set), hands it to the runner, which
 * prints every section again together at the end of `pnpm bench`.
 */
export function emitSection(title, figures) {
  printSection(title, figures);
  const file = process.env.BENCH_RESULT_FILE;
  if (file) appendFileSync(file, `${JSON.stringify({ title, figures })}\n`);
}
