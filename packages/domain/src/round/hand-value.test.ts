import { describe, expect, it } from '@jest/globals';
import { classicRules } from '../rules';
import { handValue } from './hand-value';

/*
 * The payment table, typed in from the published scoring table: riichi.wiki "Scoring table"
 * (https://riichi.wiki/Scoring_table), the same numbers as the tables of the EMA Riichi Competition
 * Rules 2016 (appendix "Scoring table"), without kiriage mangan. Columns are 1, 2, 3 and 4 han.
 * Tsumo cells read `non-dealers pay / dealer pays` (non-dealer winner) or the amount each player pays
 * (dealer winner). `null` marks a cell the table leaves empty because no hand has it: a ron at 20 fu
 * (pinfu on a discard is 30 fu), anything at 1 han 20 or 25 fu, and a tsumo at 2 han 25 fu (seven pairs
 * with menzen tsumo already has 3 han).
 */
type Row = readonly [number | null, number | null, number | null, number | null];
type TsumoRow = readonly [string | null, string | null, string | null, string | null];

const NON_DEALER_RON: Record<number, Row> = {
  20: [null, null, null, null],
  25: [null, 1600, 3200, 6400],
  30: [1000, 2000, 3900, 7700],
  40: [1300, 2600, 5200, 8000],
  50: [1600, 3200, 6400, 8000],
  60: [2000, 3900, 7700, 8000],
  70: [2300, 4500, 8000, 8000],
  80: [2600, 5200, 8000, 8000],
  90: [2900, 5800, 8000, 8000],
  100: [3200, 6400, 8000, 8000],
  110: [3600, 7100, 8000, 8000],
};

const NON_DEALER_TSUMO: Record<number, TsumoRow> = {
  20: [null, '400/700', '700/1300', '1300/2600'],
  25: [null, null, '800/1600', '1600/3200'],
  30: ['300/500', '500/1000', '1000/2000', '2000/3900'],
  40: ['400/700', '700/1300', '1300/2600', '2000/4000'],
  50: ['400/800', '800/1600', '1600/3200', '2000/4000'],
  60: ['500/1000', '1000/2000', '2000/3900', '2000/4000'],
  70: ['600/1200', '1200/2300', '2000/4000', '2000/4000'],
  80: ['700/1300', '1300/2600', '2000/4000', '2000/4000'],
  90: ['800/1500', '1500/2900', '2000/4000', '2000/4000'],
  100: ['800/1600', '1600/3200', '2000/4000', '2000/4000'],
  110: ['900/1800', '1800/3600', '2000/4000', '2000/4000'],
};

const DEALER_RON: Record<number, Row> = {
  20: [null, null, null, null],
  25: [null, 2400, 4800, 9600],
  30: [1500, 2900, 5800, 11600],
  40: [2000, 3900, 7700, 12000],
  50: [2400, 4800, 9600, 12000],
  60: [2900, 5800, 11600, 12000],
  70: [3400, 6800, 12000, 12000],
  80: [3900, 7700, 12000, 12000],
  90: [4400, 8700, 12000, 12000],
  100: [4800, 9600, 12000, 12000],
  110: [5300, 10600, 12000, 12000],
};

const DEALER_TSUMO_EACH: Record<number, Row> = {
  20: [null, 700, 1300, 2600],
  25: [null, null, 1600, 3200],
  30: [500, 1000, 2000, 3900],
  40: [700, 1300, 2600, 4000],
  50: [800, 1600, 3200, 4000],
  60: [1000, 2000, 3900, 4000],
  70: [1200, 2300, 4000, 4000],
  80: [1300, 2600, 4000, 4000],
  90: [1500, 2900, 4000, 4000],
  100: [1600, 3200, 4000, 4000],
  110: [1800, 3600, 4000, 4000],
};

/** Limit hands, from the same table: non-dealer ron, tsumo (non-dealers/dealer), dealer ron, tsumo each. */
const LIMITS = [
  { han: [5], limit: 'mangan', ron: 8000, tsumo: '2000/4000', dealerRon: 12000, dealerEach: 4000 },
  { han: [6, 7], limit: 'haneman', ron: 12000, tsumo: '3000/6000', dealerRon: 18000, dealerEach: 6000 },
  { han: [8, 9, 10], limit: 'baiman', ron: 16000, tsumo: '4000/8000', dealerRon: 24000, dealerEach: 8000 },
  { han: [11, 12], limit: 'sanbaiman', ron: 24000, tsumo: '6000/12000', dealerRon: 36000, dealerEach: 12000 },
  {
    han: [13, 14, 26, 99],
    limit: 'yakuman',
    ron: 32000,
    tsumo: '8000/16000',
    dealerRon: 48000,
    dealerEach: 16000,
  },
] as const;

const cells = <T>(table: Record<number, readonly (T | null)[]>) =>
  Object.entries(table).flatMap(([fu, row]) =>
    row.map((value, column) => ({ han: column + 1, fu: Number(fu), value })),
  );
const published = <T>(table: Record<number, readonly (T | null)[]>) =>
  cells(table).filter((cell): cell is { han: number; fu: number; value: T } => cell.value !== null);
const unpublished = <T>(table: Record<number, readonly (T | null)[]>) =>
  cells(table).filter((cell) => cell.value === null);

const nonDealerTsumo = (han: number, fu: number) => {
  const { tsumo } = handValue({ han, fu, dealer: false });
  return 'fromNonDealer' in tsumo ? `${tsumo.fromNonDealer}/${tsumo.fromDealer}` : 'dealer shape';
};
const dealerEach = (han: number, fu: number) => {
  const { tsumo } = handValue({ han, fu, dealer: true });
  return 'each' in tsumo ? tsumo.each : -1;
};

describe('handValue against the published scoring table', () => {
  it.each(published(NON_DEALER_RON))('non-dealer ron, $han han $fu fu: $value', ({ han, fu, value }) => {
    expect(handValue({ han, fu, dealer: false }).ron).toBe(value);
  });
  it.each(published(NON_DEALER_TSUMO))('non-dealer tsumo, $han han $fu fu: $value', ({ han, fu, value }) => {
    expect(nonDealerTsumo(han, fu)).toBe(value);
  });
  it.each(published(DEALER_RON))('dealer ron, $han han $fu fu: $value', ({ han, fu, value }) => {
    expect(handValue({ han, fu, dealer: true }).ron).toBe(value);
  });
  it.each(published(DEALER_TSUMO_EACH))('dealer tsumo, $han han $fu fu: $value all', ({ han, fu, value }) => {
    expect(dealerEach(han, fu)).toBe(value);
  });

  it('covers every han 1–4 × fu 20, 25, 30 … 110 cell, published or marked impossible', () => {
    for (const table of [NON_DEALER_RON, DEALER_RON, DEALER_TSUMO_EACH] as const)
      expect(cells(table)).toHaveLength(44);
    expect(cells(NON_DEALER_TSUMO)).toHaveLength(44);
  });

  // Impossible hands still get the formula's value, so a mistyped han/fu never breaks the game.
  it.each(unpublished(NON_DEALER_RON))(
    'impossible $han han $fu fu ron still follows the formula',
    ({ han, fu }) => {
      const base = Math.min(fu * 2 ** (han + 2), 2000);
      expect(handValue({ han, fu, dealer: false }).ron).toBe(Math.ceil((4 * base) / 100) * 100);
      expect(handValue({ han, fu, dealer: true }).ron).toBe(Math.ceil((6 * base) / 100) * 100);
    },
  );
  it.each(unpublished(NON_DEALER_TSUMO))(
    'impossible $han han $fu fu tsumo still follows the formula',
    ({ han, fu }) => {
      const base = fu * 2 ** (han + 2);
      expect(nonDealerTsumo(han, fu)).toBe(
        `${Math.ceil(base / 100) * 100}/${Math.ceil((2 * base) / 100) * 100}`,
      );
      expect(dealerEach(han, fu)).toBe(Math.ceil((2 * base) / 100) * 100);
    },
  );
});

describe('handValue limits (fu ignored)', () => {
  const rows = LIMITS.flatMap((row) => row.han.map((han) => ({ ...row, han })));
  it.each(rows)('$han han is $limit: $ron / $tsumo, dealer $dealerRon / $dealerEach all', (row) => {
    for (const fu of [20, 30, 110]) {
      const nonDealer = handValue({ han: row.han, fu, dealer: false });
      expect(nonDealer.limit).toBe(row.limit);
      expect(nonDealer.ron).toBe(row.ron);
      expect(nonDealerTsumo(row.han, fu)).toBe(row.tsumo);
      const dealer = handValue({ han: row.han, fu, dealer: true });
      expect(dealer.ron).toBe(row.dealerRon);
      expect(dealerEach(row.han, fu)).toBe(row.dealerEach);
    }
  });

  it('caps 4 han 40 fu and 3 han 70 fu at mangan, named as such', () => {
    expect(handValue({ han: 4, fu: 40, dealer: false })).toEqual({
      base: 2000,
      limit: 'mangan',
      ron: 8000,
      tsumo: { fromDealer: 4000, fromNonDealer: 2000 },
    });
    expect(handValue({ han: 3, fu: 70, dealer: true }).limit).toBe('mangan');
  });
});

describe('handValue rules-classic spot checks', () => {
  it('1 han 30 fu non-dealer: ron 1000, tsumo 300/500', () => {
    expect(handValue({ han: 1, fu: 30, dealer: false })).toEqual({
      base: 240,
      limit: null,
      ron: 1000,
      tsumo: { fromDealer: 500, fromNonDealer: 300 },
    });
  });
  it('3 han 30 fu dealer: ron 5800, tsumo 2000 all', () => {
    expect(handValue({ han: 3, fu: 30, dealer: true })).toEqual({
      base: 960,
      limit: null,
      ron: 5800,
      tsumo: { each: 2000 },
    });
  });
  it('2 han 25 fu non-dealer ron 1600', () =>
    expect(handValue({ han: 2, fu: 25, dealer: false }).ron).toBe(1600));
  it('no kiriage: 4 han 30 fu is 7700 on ron but 2000 + 2000 + 3900 = 7900 on tsumo', () => {
    const value = handValue({ han: 4, fu: 30, dealer: false });
    expect(value.ron).toBe(7700);
    expect(value.tsumo).toEqual({ fromDealer: 3900, fromNonDealer: 2000 });
    expect(handValue({ han: 3, fu: 60, dealer: false }).limit).toBeNull();
  });
  it('a ruleset with kiriage mangan rounds 4 han 30 fu and 3 han 60 fu up', () => {
    const kiriage = { ...classicRules, kiriageMangan: true };
    expect(handValue({ han: 4, fu: 30, dealer: false }, kiriage)).toMatchObject({
      limit: 'mangan',
      ron: 8000,
    });
    expect(handValue({ han: 3, fu: 60, dealer: true }, kiriage)).toMatchObject({
      limit: 'mangan',
      ron: 12000,
    });
  });
  it('is worth nothing (and never throws) below 1 han or without fu', () => {
    for (const [han, fu] of [
      [0, 30],
      [-2, 30],
      [Number.NaN, 30],
      [2, 0],
      [2, Number.NaN],
    ] as const) {
      expect(handValue({ han, fu, dealer: false })).toEqual({
        base: 0,
        limit: null,
        ron: 0,
        tsumo: { fromDealer: 0, fromNonDealer: 0 },
      });
    }
  });
});
