/**
 * `pnpm bench`: prints how fast the rules run (numbers only, nothing asserted).
 * Targets: ≥ 1,000,000 settlements/s; a 200-player, 2000-game tournament ranked in ≤ 20 ms.
 * The measurements are exported for the root `pnpm bench` (bench/rules.bench.ts), which prints them
 * next to their floors.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { PRESETS, initialGameState, replayGame, rulesOf, settleRound, tournamentRanking } from '../src/index';
import type { GameState, RankedGame, Ruleset } from '../src/index';
import { settleValidRound } from '../src/round/settle';
import { validateRound } from '../src/round/validate';
import { seededRandom } from '../src/seating/random';
import {
  ALICE as A,
  BRUNO as B,
  CHLOE as C,
  DENIS as D,
  PLAYERS,
  abandon,
  chombo,
  draw,
  nagashi,
  ron,
  scriptedGame,
  tsumo,
  yakumanRon,
} from '../testing';

/**
 * Runs `work` repeatedly for about `ms` milliseconds; returns calls per wall-clock second and per second
 * of this process's CPU time (the second one stays meaningful on a busy machine).
 */
export function rate(work: () => unknown, ms = 1000): { wall: number; cpu: number } {
  for (let i = 0; i < 10_000; i += 1) work(); // warm up the JIT
  let calls = 0;
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  let elapsed = 0;
  while (elapsed < ms) {
    for (let i = 0; i < 10_000; i += 1) work();
    calls += 10_000;
    elapsed = performance.now() - start;
  }
  const cpu = process.cpuUsage(cpuStart);
  return { wall: (calls / elapsed) * 1000, cpu: calls / ((cpu.user + cpu.system) / 1e6) };
}

const perSecond = ({ wall, cpu }: { wall: number; cpu: number }): string =>
  `${Math.round(wall).toLocaleString('en-US')} settlements/s (${Math.round(cpu).toLocaleString('en-US')} per CPU-second)`;

/** Average milliseconds of `work` over `runs` runs, after a few warm-up runs. */
export function averageMs(work: () => unknown, runs: number): number {
  for (let i = 0; i < Math.min(runs, 20); i += 1) work();
  const start = performance.now();
  for (let i = 0; i < runs; i += 1) work();
  return (performance.now() - start) / runs;
}

export const ROUNDS = [
  ron([[C, 3, 40]], A, [C]),
  tsumo([B, 1, 30]),
  ron(
    [
      [B, 2, 30],
      [D, 6, 30],
    ],
    C,
    [D, A],
  ),
  draw([A, C], [A]),
  chombo(D, [B]),
];

export const SETTLE_STATE: GameState = { ...initialGameState(PLAYERS), riichi_stack: 2, dealer_stack: 1 };

export function measureSettlements() {
  warmUpEveryPreset();
  const state = SETTLE_STATE;
  let i = 0;
  const valid = ROUNDS.map((round) => {
    const result = validateRound(round, PLAYERS);
    if (!result.ok) throw new Error(result.error);
    return result.value;
  });
  let j = 0;
  const [full, settleOnly] = interleavedRates([
    () => settleRound(state, ROUNDS[i++ % ROUNDS.length]),
    () => settleValidRound(state, valid[j++ % valid.length]!),
  ]);
  return { full: full!, settleOnly: settleOnly! };
}

/**
 * The rounds settled under a ruleset: those of ROUNDS it accepts (atamahane refuses the double ron), a
 * yakuman, and the abortive draw and nagashi mangan where it has them.
 */
export function roundsUnder(rules: Ruleset): unknown[] {
  const extra = [
    yakumanRon([B], C),
    ...(rules.abortiveDraws ? [abandon([A])] : []),
    ...(rules.nagashiMangan ? [nagashi([C], [A])] : []),
  ];
  return [...ROUNDS, ...extra].filter((round) => validateRound(round, PLAYERS, rules).ok);
}

/** Each preset's rules, the rounds it settles, and a state to settle them on. */
function presetCases() {
  return PRESETS.map(({ id }) => {
    const rules = rulesOf(id);
    const state: GameState = { ...initialGameState(PLAYERS, rules), riichi_stack: 2, dealer_stack: 1 };
    return { id, rules, rounds: roundsUnder(rules), state };
  });
}

/**
 * Settles every preset's rounds before any figure is taken, as a server that has run a while has seen
 * every kind of round: otherwise the first figures pay the JIT's recompilations when a kind of round or
 * rules first shows up (the same code measured 0.6 or 1.1 M per CPU-second depending on the order).
 */
function warmUpEveryPreset(): void {
  const cases = presetCases();
  for (let i = 0; i < 20_000; i += 1) {
    const { rules, rounds, state } = cases[i % cases.length]!;
    settleRound(state, rounds[i % rounds.length], rules);
  }
}

/**
 * The rates of several pieces of work measured in turns: `windows` short windows each, one piece after the
 * other, each piece's calls and CPU time summed over its windows. A piece's figure then spans the whole
 * measurement, as a server's presets all run in one process through the same minutes, instead of hanging
 * on the one second of the process it happened to be measured in (what the machine's other processes and
 * the JIT were doing then).
 */
export function interleavedRates(
  works: readonly (() => unknown)[],
  msEach = 1000,
  windows = 10,
): { wall: number; cpu: number }[] {
  for (const work of works) for (let i = 0; i < 10_000; i += 1) work(); // warm up the JIT
  const totals = works.map(() => ({ calls: 0, wallMs: 0, cpuUs: 0 }));
  for (let window = 0; window < windows; window += 1) {
    works.forEach((work, index) => {
      const total = totals[index]!;
      let calls = 0;
      const start = performance.now();
      const cpuStart = process.cpuUsage();
      let elapsed = 0;
      while (elapsed < msEach / windows) {
        for (let i = 0; i < 10_000; i += 1) work();
        calls += 10_000;
        elapsed = performance.now() - start;
      }
      const cpu = process.cpuUsage(cpuStart);
      total.calls += calls;
      total.wallMs += elapsed;
      total.cpuUs += cpu.user + cpu.system;
    });
  }
  return totals.map(({ calls, wallMs, cpuUs }) => ({
    wall: (calls / wallMs) * 1000,
    cpu: calls / (cpuUs / 1e6),
  }));
}

/** settleRound's rate (validation included) under each preset, on that preset's own rounds, taken in turns. */
export function measurePresetSettlements(): { id: string; rate: { wall: number; cpu: number } }[] {
  warmUpEveryPreset();
  const cases = presetCases();
  const rates = interleavedRates(
    cases.map(({ rules, rounds, state }) => {
      let i = 0;
      return () => settleRound(state, rounds[i++ % rounds.length], rules);
    }),
  );
  return cases.map(({ id }, index) => ({ id, rate: rates[index]! }));
}

function settlementsPerSecond(): void {
  const { full, settleOnly } = measureSettlements();
  console.log(`settleRound (validation included): ${perSecond(full)}`);
  console.log(`settlement of validated rounds:    ${perSecond(settleOnly)}`);
  for (const { id, rate: presetRate } of measurePresetSettlements())
    console.log(`settleRound under ${id.padEnd(13)}:   ${perSecond(presetRate)}`);
}

/** 40 rounds that fit in one game: dealer wins, draws and chombos keep the deal, one ron in four passes it. */
export function fortyRounds(): unknown[] {
  return scriptedGame(
    PLAYERS,
    ({ dealer, next }) => [
      tsumo([dealer, 2, 30], [dealer]),
      draw([dealer, next], [next]),
      chombo(next),
      ron([[next, 3, 30]], dealer),
    ],
    40,
  );
}

/** Milliseconds per replay of a 40-round game. */
export function measureReplay(): number {
  const rounds = fortyRounds();
  return averageMs(() => replayGame(PLAYERS, rounds), 2000);
}

function replayTime(): void {
  const ms = measureReplay();
  console.log(`replayGame, 40 rounds:              ${(ms * 1000).toFixed(1)} µs per replay`);
}

/** 2000 finished games of a 200-player tournament, the same every run. */
export function tournamentGames(): RankedGame[] {
  const random = seededRandom(2025); // the domain's mulberry32: every run measures the same work
  const players = Array.from({ length: 200 }, (_, i) => `joueur-${i}`);
  return Array.from({ length: 2000 }, (): RankedGame => {
    const seats = new Set<string>();
    while (seats.size < 4) seats.add(players[Math.floor(random() * players.length)] as string);
    const [p1, p2, p3, p4] = [...seats] as [string, string, string, string];
    const a = Math.round(random() * 500) * 100;
    const b = Math.round(random() * 400) * 100;
    const c = Math.round(random() * 300) * 100;
    return {
      etat: 'terminé',
      scores: { [p1]: a, [p2]: b, [p3]: c, [p4]: 120000 - a - b - c },
      chombos: random() < 0.05 ? { [p2]: 1 } : {},
    };
  });
}

/** Milliseconds per ranking of the 2000 games. */
export function measureRanking(): number {
  const games = tournamentGames();
  return averageMs(() => tournamentRanking(games), 50);
}

function rankingTime(): void {
  const ms = measureRanking();
  console.log(`tournamentRanking, 200 players and 2000 finished games: ${ms.toFixed(2)} ms`);
}

if (require.main === module) {
  const [load] = loadavg();
  console.log(
    `@mj/domain bench (Node ${process.version}, ${cpus().length} CPUs, load average ${load?.toFixed(1)})`,
  );
  settlementsPerSecond();
  replayTime();
  rankingTime();
}
