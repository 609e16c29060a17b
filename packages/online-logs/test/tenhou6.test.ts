import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { rulesOf } from '@mj/domain';
import { detectedRules, importGame, IMPORT_MESSAGES, readOnlineLog } from '../src';
import type { OnlineLog } from '../src';
import { readTenhou6 } from '../src/tenhou6';
import { tenhou6Hand, tenhou6Log } from './build';

const IDS = ['alice', 'bruno', 'chloe', 'denis'];

/** A real tenhou.net/6 log of test/fixtures (hands cut out of real games: they carry no `sc`). */
function fixture(name: string): OnlineLog {
  const read = readTenhou6(JSON.parse(readFileSync(`${__dirname}/fixtures/tenhou6/${name}.json`, 'utf8')));
  if (!read.ok) throw new Error(read.error);
  return read.value;
}

const read = (text: string): OnlineLog => {
  const result = readOnlineLog(text);
  if (!result.ok) throw new Error(result.error);
  return result.value;
};

describe('tenhou.net/6 JSON: real hands', () => {
  it('a double ron: each winner with its han and fu, the discarder’s riichi on the winning tile never paid', () => {
    const [hand] = fixture('double_ron').hands;
    // South 4: Fukuchi (seat 0, riichi) haneman 12 000 + his own stick back; seat 2 2 han 30 fu 2 000 —
    // seat 3 declared riichi on the tile they won on, so no stick of seat 3 went down.
    expect(hand).toMatchObject({ round: 7, honba: 0, sticks: 0, riichi: [0] });
    expect(hand?.outcome).toEqual({
      kind: 'win',
      wins: [
        { winner: 0, from: 3, pao: null, han: 6, fu: null, yakuman: 0, gain: 13000 },
        { winner: 2, from: 3, pao: null, han: 2, fu: 30, yakuman: 0, gain: 2000 },
      ],
    });
    expect(hand?.delta).toEqual([13000, 0, 2000, -14000]);
  });

  it('a yakuman beside a baiman on one discard, the riichi stick to the winner nearest the discarder', () => {
    const [, hand] = fixture('suukantsu_1').hands;
    expect(hand?.outcome).toEqual({
      kind: 'win',
      wins: [
        { winner: 3, from: 2, pao: null, han: null, fu: null, yakuman: 1, gain: 33000 },
        { winner: 0, from: 2, pao: null, han: 8, fu: null, yakuman: 0, gain: 16000 },
      ],
    });
    expect(hand?.riichi).toEqual([0]);
  });

  it('draws: who was paid was tenpai; abortive draws by name, four riichi sticks down', () => {
    expect(fixture('ryukyoku').hands[0]?.outcome).toEqual({ kind: 'draw', tenpai: [0, 1] });
    expect(fixture('kyushukyuhai').hands[0]?.outcome).toEqual({ kind: 'abort', reason: 'neuf-terminaux' });
    const [fourRiichi] = fixture('four_reach').hands;
    expect(fourRiichi).toMatchObject({
      outcome: { kind: 'abort', reason: 'quatre-riichi' },
      riichi: [0, 1, 2, 3],
    });
  });

  it('limit hands: han from the yaku, no fu; a dealer tsumo « ∀ »; a chankan ron', () => {
    expect(fixture('rinshan').hands[0]?.outcome).toEqual({
      kind: 'win',
      wins: [{ winner: 3, from: null, pao: null, han: 5, fu: null, yakuman: 0, gain: 9000 }],
    });
    expect(fixture('chankan').hands[0]?.outcome).toMatchObject({ wins: [{ winner: 2, from: 3, han: 5 }] });
    const ranked = fixture('ranked_game');
    expect(ranked.hands[1]?.outcome).toMatchObject({
      wins: [{ winner: 1, from: null, han: 4, fu: 30, gain: 11700 }],
    });
    expect(ranked).toMatchObject({
      platform: 'tenhou',
      logId: '2019050417gm-0029-0000-4f2a8622',
      tonpuusen: false,
    });
  });

  it('a whole real game: a tokujou hanchan ended in East 2 by Chloé’s bust, checked against its `sc`', () => {
    const ranked = fixture('ranked_game');
    expect(ranked).toMatchObject({
      platform: 'tenhou',
      logId: '2019050417gm-0029-0000-4f2a8622',
      tonpuusen: false,
    });
    // `sc` in points: East 2-1, Bruno's haneman 18 000 + 300 takes Chloé from 13 400 to −4 900.
    expect(ranked.final).toEqual([21100, 55000, -4900, 28800]);
    const game = importGame(ranked, IDS, rulesOf('tenhou'));
    expect(game.ok && game.value.scores).toEqual({ alice: 21100, bruno: 55000, chloe: -4900, denis: 28800 });
    expect(game.ok && game.value.rounds.map((round) => round.type_victoire)).toEqual(['ron', 'tsumo', 'ron']);
  });
  it('a whole real Mahjong Soul game (Throne room hanchan, as tensoul writes it), checked against its `sc`', () => {
    const soul = fixture('mahjong_soul_throne');
    expect(soul).toMatchObject({
      platform: 'mahjong-soul',
      logId: '220602-d182ba37-3b4a-44d8-b095-726d53b8ec20',
      tonpuusen: false,
      redFives: true,
    });
    expect(detectedRules(soul)).toBe('mahjong-soul');
    // South 4-2 with 3 sticks: seat 2's 2 han 30 fu ron (2 000 + 600 honba) on seat 1, the sticks to seat 2.
    expect(soul.final).toEqual([13200, 47400, 34100, 5300]);
    const game = importGame(soul, IDS, rulesOf('mahjong-soul'));
    if (!game.ok) throw new Error(game.error);
    expect(game.value.scores).toEqual({ alice: 13200, bruno: 47400, chloe: 34100, denis: 5300 });
    expect(game.value.rounds).toHaveLength(15);
  });
});

describe('tenhou.net/6 JSON: hand-built games', () => {
  // A Tenhou hanchan's first hands (rules-classic « tenhou »): a triple ron ends the hand (abortive draw),
  // a nagashi, everybody tenpai, one tenpai, then its sticks to first place.
  const tenhouGame = tenhou6Log(
    [
      // East 1: Bruno's riichi stick goes down; three players call ron: aborted, 1 honba, the stick stays.
      tenhou6Hand([0, 0, 0], [25000, 25000, 25000, 25000], [1], ['三家和了']),
      // East 1-1: Chloé's nagashi mangan: 4 000 from the dealer, 2 000 from each other. The dealer was
      // noten: the deal passes.
      tenhou6Hand([0, 1, 1], [25000, 24000, 25000, 25000], [], ['流し満貫', [-4000, -2000, 8000, -2000]]),
      // East 2-2: all four tenpai: nothing paid, Bruno deals again.
      tenhou6Hand([1, 2, 1], [21000, 22000, 33000, 23000], [], ['全員聴牌']),
      // East 2-3: Alice in riichi is the only one tenpai: 1 000 from each.
      tenhou6Hand([1, 3, 1], [21000, 22000, 33000, 23000], [0], ['流局', [3000, -1000, -1000, -1000]]),
    ],
    // 23 000, 21 000, 32 000 + the 2 sticks left, 22 000.
    [23000, 21000, 34000, 22000],
    { ref: '2024010100gm-0009-0000-0a1b2c3d' },
  );

  it('a triple ron, a nagashi, all tenpai, one tenpai: the rounds the app records, the log’s final scores', () => {
    const log = read(tenhouGame);
    expect(log).toMatchObject({
      format: 'tenhou6',
      platform: 'tenhou',
      logId: '2024010100gm-0009-0000-0a1b2c3d',
    });
    expect(detectedRules(log)).toBe('tenhou');
    const game = importGame(log, IDS, rulesOf('tenhou'));
    if (!game.ok) throw new Error(game.error);
    expect(
      game.value.rounds.map((round) => [
        round.type_victoire,
        round.gagnant,
        round.tenpai,
        round.riichi_players,
      ]),
    ).toEqual([
      ['abandon', [], [], ['bruno']],
      ['nagashi', ['chloe'], [], []],
      ['tenpai', [], IDS, []],
      ['tenpai', [], ['alice'], ['alice']],
    ]);
    expect(game.value.scores).toEqual({ alice: 23000, bruno: 21000, chloe: 34000, denis: 22000 });
    expect(game.value.warnings).toEqual([IMPORT_MESSAGES.warnings.redFives]);
  });

  it('a Mahjong Soul tonpuusen: double yakuman read from its points, negative scores, its own rules', () => {
    const log = read(
      tenhou6Log(
        [
          // East 1: Bruno (riichi) rons Chloé, 3 han 30 fu = 3 900, plus his own stick.
          tenhou6Hand(
            [0, 0, 0],
            [25000, 25000, 25000, 25000],
            [1],
            ['和了', [0, 4900, -3900, 0], [1, 2, 1, '30符3飜3900点', '立直(1飜)', 'ドラ(2飜)']],
          ),
          // East 2: nobody pays (Mahjong Soul writes no delta): the deal passed, so nobody was tenpai.
          tenhou6Hand([1, 0, 0], [25000, 28900, 21100, 25000], [], ['流局', [0, 0, 0, 0]]),
          // East 3-1: Chloé, dealing, thirteen-sided kokushi by tsumo, a double yakuman (« (役満) » once):
          // 2 × 16 000 from each, plus 100 honba each.
          tenhou6Hand(
            [2, 1, 0],
            [25000, 28900, 21100, 25000],
            [],
            ['和了', [-32100, -32100, 96300, -32100], [2, 2, 2, '役満32000点∀', '国士無双十三面(役満)']],
          ),
        ],
        [-7100, -3200, 117400, -7100],
        {
          ref: '240101-0a1b2c3d-1111-2222-3333-444455556666',
          rule: { disp: '友人戦東喰赤', aka53: 1, aka52: 1, aka51: 1 },
          name: ['Alice', 'Bruno', 'Chloé', 'Denis'],
        },
      ),
    );
    expect(log).toMatchObject({ platform: 'mahjong-soul', tonpuusen: true, redFives: true });
    const rules = detectedRules(log);
    expect(rules).toEqual({ base: 'mahjong-soul', longueur: 'tonpuusen' });
    const game = importGame(log, IDS, rulesOf(rules));
    if (!game.ok) throw new Error(game.error);
    expect(game.value.rounds[0]).toMatchObject({
      type_victoire: 'ron',
      gagnant: ['bruno'],
      perdant: 'chloe',
      han: { bruno: 3 },
      fu: { bruno: 30 },
    });
    expect(game.value.rounds[1]).toMatchObject({ type_victoire: 'tenpai', tenpai: [] });
    expect(game.value.rounds[2]).toMatchObject({
      type_victoire: 'tsumo',
      gagnant: ['chloe'],
      yakuman: { chloe: 2 },
    });
    expect(game.value.scores).toEqual({ alice: -7100, bruno: -3200, chloe: 117400, denis: -7100 });
  });

  it('a link tenhou.net/6/#json= reads as the JSON it carries', () => {
    const log = read(`https://tenhou.net/6/#json=${encodeURIComponent(tenhouGame)}`);
    expect(log.hands).toHaveLength(4);
  });

  it('a split pao on a ron cannot be entered as the app’s round: refused, naming the hand', () => {
    // Chloé's daisangen on Denis's discard, Bruno liable: Denis and Bruno pay 16 000 each (Tenhou).
    const log = read(
      tenhou6Log(
        [
          tenhou6Hand(
            [0, 0, 0],
            [25000, 25000, 25000, 25000],
            [],
            ['和了', [0, -16000, 32000, -16000], [2, 3, 1, '役満32000点', '大三元(役満)']],
          ),
        ],
        [25000, 9000, 57000, 9000],
      ),
    );
    const game = importGame(log, IDS, rulesOf('tenhou'));
    // French numbers are grouped by a narrow no-break space: compared with plain spaces.
    expect(!game.ok && game.error.replace(/\s/g, ' ')).toBe(
      IMPORT_MESSAGES.handDiffers(
        'La main 1 (Est 1)',
        '25 000 / 9 000 / 57 000 / 9 000',
        '25 000 / 25 000 / 57 000 / −7 000',
      ),
    );
  });

  it('refuses a three-player log, a log without final scores, a text that is no log', () => {
    const sanma = tenhou6Log(
      [tenhou6Hand([0, 0, 0], [35000, 35000, 35000, 0], [], ['流局'])],
      [35000, 35000, 35000, 0],
      {
        name: ['A', 'B', 'C', ''],
      },
    );
    expect(readOnlineLog(sanma)).toEqual({ ok: false, error: IMPORT_MESSAGES.threePlayers });
    const cut = tenhou6Log([tenhou6Hand([0, 0, 0], [25000, 25000, 25000, 25000], [], ['流局'])], null);
    expect(readOnlineLog(cut)).toEqual({ ok: false, error: IMPORT_MESSAGES.unfinished });
    for (const text of ['', 'bonjour', '{"log": 3}', '[1, 2]', 'https://tenhou.net/6/#json=%E0%A4%A'])
      expect(readOnlineLog(text)).toEqual({ ok: false, error: IMPORT_MESSAGES.unreadable });
  });
});
