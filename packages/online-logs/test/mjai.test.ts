import { describe, expect, it } from '@jest/globals';
import { rulesOf } from '@mj/domain';
import { importGame, IMPORT_MESSAGES, LIMITS, readOnlineLog } from '../src';
import { mjaiKyoku, mjaiLog, mjaiStart, tenhou6Hand, tenhou6Log } from './build';

const IDS = ['alice', 'bruno', 'chloe', 'denis'];

/** East 1 to East 3 of a Tenhou game written as mjai (Mortal's form, then gimite's `fan`/`fu`). */
const GAME = [
  { ...mjaiStart(), uri: 'http://tenhou.net/0/?log=2024010100gm-0009-0000-0a1b2c3d&tw=0' },
  mjaiKyoku('E', 1, 0, 0, [25000, 25000, 25000, 25000]),
  { type: 'reach', actor: 0 },
  { type: 'reach_accepted', actor: 0 },
  // Bruno rons Alice's discard: 3 900 and Alice's stick; no han nor fu written.
  { type: 'hora', actor: 1, target: 0, deltas: [-3900, 4900, 0, 0] },
  { type: 'end_kyoku' },
  // East 2: Alice and Chloé tenpai; Bruno, dealing, noten.
  mjaiKyoku('E', 2, 0, 0, [20100, 29900, 25000, 25000]),
  { type: 'ryukyoku', deltas: [1500, -1500, 1500, -1500] },
  { type: 'end_kyoku' },
  // East 3-1: Chloé, dealing, 3 han 40 fu by tsumo: 2 600 all, 100 honba each.
  mjaiKyoku('E', 3, 1, 0, [21600, 28400, 26500, 23500]),
  { type: 'hora', actor: 2, target: 2, fan: 3, fu: 40, deltas: [-2700, -2700, 8100, -2700] },
  { type: 'end_kyoku' },
  { type: 'end_game', scores: [18900, 25700, 34600, 20800] },
];

describe('mjai logs', () => {
  it('reads each hand; a value the log does not write is found from its points (a warning says so)', () => {
    const read = readOnlineLog(mjaiLog(GAME));
    if (!read.ok) throw new Error(read.error);
    expect(read.value).toMatchObject({
      format: 'mjai',
      platform: 'mjai',
      logId: '2024010100gm-0009-0000-0a1b2c3d',
    });
    const game = importGame(read.value, IDS, rulesOf('tenhou'));
    if (!game.ok) throw new Error(game.error);
    // 3 900 on a non-dealer ron: 3 han 30 fu (960 × 4 = 3 840 → 3 900), the most frequent fu tried first.
    expect(game.value.rounds[0]).toMatchObject({
      type_victoire: 'ron',
      perdant: 'alice',
      han: { bruno: 3 },
      fu: { bruno: 30 },
      riichi_players: ['alice'],
    });
    expect(game.value.rounds[1]).toMatchObject({ type_victoire: 'tenpai', tenpai: ['alice', 'chloe'] });
    expect(game.value.rounds[2]).toMatchObject({
      type_victoire: 'tsumo',
      han: { chloe: 3 },
      fu: { chloe: 40 },
    });
    expect(game.value.scores).toEqual({ alice: 18900, bruno: 25700, chloe: 34600, denis: 20800 });
    expect(game.value.warnings).toEqual([IMPORT_MESSAGES.warnings.valuesFromPoints]);
  });

  it('a triple ron where the rules allow it: three winners on one discard', () => {
    const events = [
      mjaiStart(),
      mjaiKyoku('E', 1, 0, 0, [25000, 25000, 25000, 25000]),
      { type: 'hora', actor: 1, target: 0, fan: 1, fu: 30, deltas: [-1000, 1000, 0, 0] },
      { type: 'hora', actor: 2, target: 0, fan: 1, fu: 30, deltas: [-1000, 0, 1000, 0] },
      { type: 'hora', actor: 3, target: 0, fan: 1, fu: 30, deltas: [-1000, 0, 0, 1000] },
      { type: 'end_kyoku' },
      { type: 'end_game' },
    ];
    const read = readOnlineLog(mjaiLog(events));
    const game = read.ok ? importGame(read.value, IDS, rulesOf('tenhou')) : read;
    expect(game.ok && game.value.rounds[0]).toMatchObject({
      type_victoire: 'ron',
      gagnant: ['bruno', 'chloe', 'denis'],
      perdant: 'alice',
    });
    expect(game.ok && game.value.scores).toEqual({ alice: 22000, bruno: 26000, chloe: 26000, denis: 26000 });
  });

  it('refuses a log without its end, one without points, three players', () => {
    expect(readOnlineLog(mjaiLog(GAME.slice(0, -1)))).toEqual({
      ok: false,
      error: IMPORT_MESSAGES.unfinished,
    });
    const blind = GAME.map((event) =>
      event.type === 'hora' ? { type: 'hora', actor: 1, target: 0 } : event,
    );
    expect(readOnlineLog(mjaiLog(blind))).toEqual({ ok: false, error: IMPORT_MESSAGES.mjaiWithoutPoints });
    const sanma = [mjaiStart(['A', 'B', 'C']), ...GAME.slice(1)];
    expect(readOnlineLog(mjaiLog(sanma))).toEqual({ ok: false, error: IMPORT_MESSAGES.threePlayers });
  });
});

describe('hostile JSON is refused before anything is built from it', () => {
  it.each([
    ['deep nesting', `{"log":${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}}`],
    ['a huge array', `{"log":[${'0,'.repeat(700_000)}0]}`],
    ['an mjai log of a million lines', '{"type":"none"}\n'.repeat(LIMITS.mjaiLines + 1)],
  ])('%s', (_, text) => {
    expect(readOnlineLog(text)).toEqual({ ok: false, error: IMPORT_MESSAGES.unreadable });
  });

  it('more hands than any game', () => {
    const hand = tenhou6Hand([0, 0, 0], [25000, 25000, 25000, 25000], [], ['九種九牌']);
    const text = tenhou6Log(
      Array.from({ length: LIMITS.hands + 1 }, () => hand),
      [25000, 25000, 25000, 25000],
    );
    expect(readOnlineLog(text)).toEqual({ ok: false, error: IMPORT_MESSAGES.tooManyHands(LIMITS.hands) });
  });
});
