/**
 * Hand-built logs for the edge cases no small public log shows. Each helper writes exactly the fields
 * the readers read (test/README.md: the formats' facts), the rest left empty as the viewers allow.
 */

/** One tenhou.net/6 hand: `[round, honba, sticks]`, start scores, riichi seats and the result array. */
export function tenhou6Hand(
  header: [number, number, number],
  start: number[],
  riichi: number[],
  result: unknown[],
): unknown[] {
  const seats = [0, 1, 2, 3].flatMap((seat) => [[], [], riichi.includes(seat) ? [11, 'r12', 60] : [11, 12]]);
  return [header, start, [], [], ...seats, result];
}

/** A tenhou.net/6 log; `sc` in points, four players named A…D unless told. */
export function tenhou6Log(hands: unknown[][], sc: number[] | null, extra: Record<string, unknown> = {}) {
  return JSON.stringify({
    title: ['', ''],
    name: ['Aさん', 'Bさん', 'Cさん', 'Dさん'],
    rule: { disp: '般南喰赤', aka: 1 },
    log: hands,
    ...(sc ? { sc: sc.flatMap((score) => [score, 0]) } : {}),
    ...extra,
  });
}

/** An mjai log from its events (one JSON object per line). */
export const mjaiLog = (events: Record<string, unknown>[]): string =>
  events.map((event) => JSON.stringify(event)).join('\n');

const TEHAIS = Array.from({ length: 4 }, () => Array.from({ length: 13 }, () => '?'));

export const mjaiStart = (names = ['A', 'B', 'C', 'D']) => ({ type: 'start_game', names });

export const mjaiKyoku = (
  bakaze: string,
  kyoku: number,
  honba: number,
  kyotaku: number,
  scores: number[],
) => ({
  type: 'start_kyoku',
  bakaze,
  dora_marker: '1m',
  kyoku,
  honba,
  kyotaku,
  oya: kyoku - 1,
  scores,
  tehais: TEHAIS,
});
