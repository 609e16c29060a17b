/**
 * The small online game the other packages' tests import: two hands of a Tenhou game as tenhou.net/6 JSON
 * (the format's fields: test/README.md), a riichi ron then a mangan tsumo. Each call may name other
 * players and another game id, so that every import is a new game.
 */
export const TWO_HAND_NAMES = ['Aiko', 'Bruno', 'Chloé', 'Denis'];

export function twoHandTenhouGame(
  options: { ref?: string; names?: string[]; sc?: number[]; hands?: unknown[] } = {},
): string {
  const seats = (riichi: number[]) =>
    [0, 1, 2, 3].flatMap((seat) => [[], [], riichi.includes(seat) ? [11, 'r12'] : [11]]);
  const hands = options.hands ?? [
    // East 1: Bruno (riichi) rons Chloé, 3 han 30 fu: 3 900 and his own stick back.
    [
      [0, 0, 0],
      [25000, 25000, 25000, 25000],
      [],
      [],
      ...seats([1]),
      ['和了', [0, 4900, -3900, 0], [1, 2, 1, '30符3飜3900点', '立直(1飜)', 'ドラ(2飜)']],
    ],
    // East 2: Denis's mangan by tsumo, 2 000 / 4 000 (Bruno deals).
    [
      [1, 0, 0],
      [25000, 28900, 21100, 25000],
      [],
      [],
      ...seats([]),
      ['和了', [-2000, -4000, -2000, 8000], [3, 3, 3, '満貫2000-4000点', '門前清自摸和(1飜)', 'ドラ(4飜)']],
    ],
  ];
  return JSON.stringify({
    title: ['', ''],
    name: options.names ?? TWO_HAND_NAMES,
    rule: { disp: '般南喰赤', aka: 1 },
    ref: options.ref ?? '2024031518gm-0009-0000-5e6f7a8b',
    log: hands,
    sc: (options.sc ?? [23000, 24900, 19100, 33000]).flatMap((score) => [score, 0]),
  });
}
