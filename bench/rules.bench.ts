/**
 * The rules engine figures, measured by packages/domain's own bench (imported, not repeated), each next to
 * its floor measured here in the same process:
 * - settleRound: floor = the immutable update any correct settlement must make (a new scores map with four
 *   additions and a new state object), the deltas already known;
 * - 40-round replay: floor = 40 of those updates;
 * - 200-player ranking of 2000 games: floor = one pass summing (score - 30,000) / 1,000 per player into a
 *   Map, then a sort of the 200 totals (no uma, no checks).
 * Rates are per CPU-second of this process (steadier than wall-clock rates on a shared machine); the
 * wall-clock rate is in the note.
 */
import { loadavg } from 'node:os';
import {
  averageMs,
  fortyRounds,
  measureRanking,
  measureReplay,
  measurePresetSettlements,
  measureSettlements,
  rate,
  ROUNDS,
  SETTLE_STATE,
  tournamentGames,
} from '../packages/domain/bench/rules.bench';
import { replayGame, settleRound } from '../packages/domain/src/index';
import type { GameState } from '../packages/domain/src/index';

type Delta = Record<string, number>;

function bareUpdate(state: GameState, delta: Delta): { delta: Delta; next: GameState } {
  const scores: Record<string, number> = {};
  for (const id of state.joueurs) scores[id] = (state.scores[id] as number) + (delta[id] as number);
  return { delta, next: { ...state, scores } };
}

function deltasOf(state: GameState, rounds: readonly unknown[]): Delta[] {
  return rounds.map((round) => {
    const settled = settleRound(state, round);
    if (!settled.ok) throw new Error(settled.error);
    return settled.delta;
  });
}

function settlementFloor() {
  const deltas = deltasOf(SETTLE_STATE, ROUNDS);
  let i = 0;
  return rate(() => bareUpdate(SETTLE_STATE, deltas[i++ % deltas.length]!));
}

function replayFloorMs(): number {
  const rounds = fortyRounds();
  const replay = replayGame(SETTLE_STATE.joueurs, rounds);
  if (!replay.ok) throw new Error(replay.error);
  const deltas = replay.history.map((entry) => entry.delta);
  const start = replay.history[0]!;
  const initial: GameState = {
    ...SETTLE_STATE,
    scores: start.joueurs_avant,
    riichi_stack: 0,
    dealer_stack: 0,
  };
  return averageMs(() => {
    let state = initial;
    for (const delta of deltas) state = bareUpdate(state, delta).next;
    return state;
  }, 2000);
}

function rankingFloorMs(): number {
  const games = tournamentGames();
  return averageMs(() => {
    const totals = new Map<string, number>();
    for (const game of games) {
      for (const id in game.scores)
        totals.set(id, (totals.get(id) ?? 0) + ((game.scores[id] as number) - 30000) / 1000);
    }
    return [...totals].sort((a, b) => b[1] - a[1]);
  }, 50);
}

async function main() {
  // report.mjs is an ES module; this file runs as CommonJS under ts-node, like the domain's own bench.
  const { emitSection } = await import('./lib/report.mjs');
  const [loadBefore] = loadavg();
  const { full, settleOnly } = measureSettlements();
  const presets = measurePresetSettlements();
  const floor = settlementFloor();
  const replayMs = measureReplay();
  const replayFloor = replayFloorMs();
  const rankingMs = measureRanking();
  const rankingFloor = rankingFloorMs();
  const wall = (r: { wall: number }) => `${Math.round(r.wall).toLocaleString('en-US')}/s wall-clock`;
  emitSection(`Rules engine (packages/domain bench), load average ${loadBefore?.toFixed(1)}`, [
    {
      name: 'settleRound, validation included (per CPU-second)',
      value: full.cpu,
      unit: '/s',
      digits: 0,
      floor: floor.cpu,
      floorName: 'new scores map + state, deltas known',
      target: { op: '>=', limit: 1_000_000 },
      note: `${wall(full)} (floor ${wall(floor)})`,
    },
    ...presets.map(({ id, rate: presetRate }) => ({
      name: `settleRound under ${id} (per CPU-second)`,
      value: presetRate.cpu,
      unit: '/s',
      digits: 0,
      floor: floor.cpu,
      target: { op: '>=' as const, limit: 1_000_000 },
      note: wall(presetRate),
    })),
    {
      name: 'settlement of validated rounds (per CPU-second)',
      value: settleOnly.cpu,
      unit: '/s',
      digits: 0,
      floor: floor.cpu,
      note: wall(settleOnly),
    },
    {
      name: 'replayGame, 40 rounds',
      value: replayMs * 1000,
      unit: 'µs',
      floor: replayFloor * 1000,
      floorName: '40 bare updates',
    },
    {
      name: 'tournamentRanking, 200 players, 2000 games',
      value: rankingMs,
      unit: 'ms',
      digits: 2,
      floor: rankingFloor,
      floorName: 'one summing pass + sort',
      target: { op: '<=', limit: 20 },
    },
  ]);
}

void main();
