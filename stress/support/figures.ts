/**
 * Figures of a stress run: each test records its own under a section name; they are printed as they
 * come and kept in stress/results/latest.json, which `stress/run.mjs` prints as one summary at the end
 * (and docs/reliability.md quotes).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const RESULTS_FILE = path.resolve(__dirname, '..', 'results', 'latest.json');

export type Figures = Record<string, string | number | boolean | null>;

function load(): Record<string, Figures> {
  try {
    return JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as Record<string, Figures>;
  } catch {
    return {};
  }
}

export function recordFigures(section: string, figures: Figures): void {
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify({ ...load(), [section]: figures }, null, 2)}\n`);
  const lines = Object.entries(figures).map(([name, value]) => `    ${name}: ${String(value)}`);
  process.stdout.write(`\n  ▸ ${section}\n${lines.join('\n')}\n`);
}

/** `base` scaled by STRESS_SCALE (default 1; 0.05 for a quick try of the whole script), at least 1. */
export function scaled(base: number): number {
  const scale = Number(process.env.STRESS_SCALE ?? '1');
  return Math.max(1, Math.round(base * (Number.isFinite(scale) && scale > 0 ? scale : 1)));
}

export const round1 = (value: number) => Math.round(value * 10) / 10;
