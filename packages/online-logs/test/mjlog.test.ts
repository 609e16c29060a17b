import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { rulesOf } from '@mj/domain';
import { importGame, IMPORT_MESSAGES, readOnlineLog } from '../src';
import type { ImportedGame, OnlineLog } from '../src';

const IDS = ['alice', 'bruno', 'chloe', 'denis'];
const text = (name: string) => readFileSync(`${__dirname}/fixtures/mjlog/${name}.mjlog`, 'utf8');

function read(name: string): OnlineLog {
  const result = readOnlineLog(text(name));
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

function imported(name: string): ImportedGame {
  const game = importGame(read(name), IDS, rulesOf('tenhou'));
  if (!game.ok) throw new Error(game.error);
  return game.value;
}

/** Final scores in seat order, as each log's `owari` writes them (hundreds). */
const scores = (game: ImportedGame) => IDS.map((id) => game.scores[id]);

describe('mjlog: real Tenhou games (Houou room, test/README.md)', () => {
  it('reads names (URL-encoded), rules bits and hands; lands on the final scores of `owari`', () => {
    const log = read('2019082700gm-00a9-0000-63d1f136');
    // GO type 169 = 0xA9: hanchan (0x08), red fives (0x02 unset), four players.
    expect(log).toMatchObject({
      format: 'mjlog',
      platform: 'tenhou',
      logId: null,
      tonpuusen: false,
      redFives: true,
    });
    expect(log.names[1]).toBe('CLS');
    expect(log.final).toEqual([11000, 12100, 44300, 32600]);
    const game = imported('2019082700gm-00a9-0000-63d1f136');
    expect(scores(game)).toEqual([11000, 12100, 44300, 32600]);
    // Its nagashi mangan is a round of its own.
    expect(game.rounds.filter((round) => round.type_victoire === 'nagashi')).toHaveLength(1);
  });

  it.each([
    ['2020052221gm-00a9-0000-6f0524c7', [37700, 23200, 22900, 16200], 'quatre vents'],
    ['2018040923gm-00a9-0000-1833afca', [16300, 21900, 17700, 44100], 'quatre riichi'],
    ['2016052515gm-00a9-0000-c4d72066', [30200, 20000, 33000, 16800], 'quatre kans'],
  ])('%s: an abortive draw (%#) is an abandon round; the game lands on its final scores', (name, final) => {
    const game = imported(name);
    expect(game.rounds.some((round) => round.type_victoire === 'abandon')).toBe(true);
    expect(scores(game)).toEqual(final);
  });

  it('a game played into West (nobody had 30 000 after South 4) and nine terminals aborted', () => {
    // Its last hand is West 4 (hand 11 from East 1), still nobody at 30 000: Tenhou plays no North, and the
    // replay ends the game there.
    expect(read('2020060723gm-00a9-0000-58807e27').hands.at(-1)?.round).toBe(11);
    const game = imported('2020060723gm-00a9-0000-58807e27');
    expect(game.state).toMatchObject({ vent: 'ouest', tour_actuel: 5 });
    expect(scores(game)).toEqual([27700, 24600, 21100, 26600]);
  });

  it('a yakuman by tsumo with a liable player (pao): a ron on the liable player, who goes below zero', () => {
    const game = imported('pao-tsumo');
    // Chloé's daisangen by tsumo, Alice liable for the third dragon: Alice pays all 32 000 (31 900 → −100).
    expect(game.rounds.at(-1)).toMatchObject({
      type_victoire: 'ron',
      gagnant: ['chloe'],
      perdant: 'alice',
      yakuman: { chloe: 1 },
    });
    expect(scores(game)).toEqual([-100, 18900, 47300, 33900]);
    expect(game.warnings).toContainEqual(expect.stringContaining('pao'));
  });

  it('two firsts tied at the end: the earlier seat takes the sticks left (Tenhou ties by seat)', () => {
    expect(scores(imported('2018022422gm-00a9-0000-0067d2a4'))).toEqual([16300, 22100, 31300, 30300]);
  });

  it('a double ron: honba and every stick to the winner nearest the discarder’s right', () => {
    // East 4: Denis discards; Alice (his right) 7 700 + both sticks, Chloé 8 000; Denis goes to −1 400.
    const game = imported('double-ron');
    expect(game.rounds.at(-1)).toMatchObject({
      type_victoire: 'ron',
      gagnant: ['alice', 'chloe'],
      perdant: 'denis',
    });
    expect(scores(game)).toEqual([33400, 36000, 32000, -1400]);
    // East 2-2: Chloé 8 000 (and the honba, 600) and Denis 1 300 on Bruno's discard.
    expect(scores(imported('2020052700gm-00a9-0000-75a4695c'))).toEqual([24500, 29300, 30400, 15800]);
  });

  it('refuses a log cut before its end, and hostile XML (DOCTYPE, entities, nesting) quickly', () => {
    expect(readOnlineLog(text('2011020401gm-00a9-0000-f6eff225-no-game-end'))).toEqual({
      ok: false,
      error: IMPORT_MESSAGES.unfinished,
    });
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><mjloggm>&lol2;</mjloggm>';
    const external =
      '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><mjloggm><UN n0="&e;"/></mjloggm>';
    const deep = `<mjloggm>${'<a>'.repeat(100_000)}</mjloggm>`;
    const many = `<mjloggm>${'<T1/>'.repeat(400_000)}</mjloggm>`;
    const undefinedEntity = '<mjloggm><UN n0="&lol;" n1="b" n2="c" n3="d"/></mjloggm>';
    for (const hostile of [laughs, external, deep, many, undefinedEntity])
      expect(readOnlineLog(hostile)).toEqual({ ok: false, error: IMPORT_MESSAGES.unreadable });
  });
});
