import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { validRoundUnder } from '../../testing/arbitraries';
import {
  ALICE,
  BRUNO,
  CHLOE,
  DENIS,
  PLAYERS,
  abandon,
  chombo,
  draw,
  nagashi,
  ron,
  seatValues,
  startState,
  sum,
  tsumo,
  yakumanRon,
  yakumanTsumo,
} from '../../testing';
import { finishGame, gameResult } from '../game/result';
import { replayGame } from '../game/replay';
import { initialGameState, isGameOver, leavesRegularEnd } from '../game/state';
import { validateFinalScores } from '../game/final-scores';
import { MESSAGES } from '../messages';
import { classicRules, hanChoices } from '../rules';
import { settleRound } from '../round/settle';
import { validateRound } from '../round/validate';
import { tournamentRanking } from '../tournament/ranking';
import type { GameState, PresetId, RoundPayload, Ruleset } from '../types';
import { rulesOf, validateRules } from './choice';
import { PRESET_IDS, PRESETS } from './presets';

/*
 * Every figure below is worked by hand from the rulebooks (docs/rules-classic.md): basic points
 * fu × 2^(han+2), a non-dealer's ron 4 × base, a dealer's 6 × base, each payment rounded up to 100.
 * Seats: Alice deals first (East 1), then Bruno, Chloé, Denis.
 */

const settle = (rules: Ruleset, round: RoundPayload, state: GameState = initialGameState(PLAYERS, rules)) => {
  const outcome = settleRound(state, round, rules);
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome;
};
const refusal = (rules: Ruleset, round: unknown) => validateRound(round, PLAYERS, rules);

describe('the reference figures: Bruno (not dealing) wins by ron on Chloé at East 1, no honba', () => {
  it.each<[PresetId, RoundPayload, number]>([
    // 4 han 30 fu: 1920 basic points, ×4 = 7680 → 7 700; with kiriage rounded up to a mangan, 8 000.
    ['ema-2016', ron([[BRUNO, 4, 30]], CHLOE), 7700],
    ['ema-2025', ron([[BRUNO, 4, 30]], CHLOE), 8000],
    ['classic', ron([[BRUNO, 4, 30]], CHLOE), 7700],
    ['wrc-2025', ron([[BRUNO, 4, 30]], CHLOE), 8000],
    ['m-league', ron([[BRUNO, 4, 30]], CHLOE), 8000],
    ['tenhou', ron([[BRUNO, 4, 30]], CHLOE), 7700],
    ['mahjong-soul', ron([[BRUNO, 4, 30]], CHLOE), 7700],
    // 3 han 60 fu is also 1920 basic points.
    ['ema-2025', ron([[BRUNO, 3, 60]], CHLOE), 8000],
    ['ema-2016', ron([[BRUNO, 3, 60]], CHLOE), 7700],
    // 13 counted han: a sanbaiman (6 000 × 4) where kazoe stops there, a yakuman (8 000 × 4) elsewhere.
    ['ema-2016', ron([[BRUNO, 13, 30]], CHLOE), 24000],
    ['ema-2025', ron([[BRUNO, 13, 30]], CHLOE), 24000],
    // WRC Rules 2025: « 13 han and greater scores yonbaiman » (a yakuman, 32 000 to a non-dealer ron).
    ['wrc-2025', ron([[BRUNO, 13, 30]], CHLOE), 32000],
    ['m-league', ron([[BRUNO, 14, 30]], CHLOE), 24000],
    ['classic', ron([[BRUNO, 13, 30]], CHLOE), 32000],
    ['tenhou', ron([[BRUNO, 13, 30]], CHLOE), 32000],
    // A yakuman entered as one is 32 000 under every preset; a double yakuman 64 000 where it counts.
    ['ema-2016', yakumanRon([BRUNO], CHLOE), 32000],
    ['ema-2025', yakumanRon([BRUNO], CHLOE), 32000],
    ['classic', yakumanRon([BRUNO], CHLOE), 32000],
    ['m-league', yakumanRon([BRUNO], CHLOE, 2), 64000],
    ['mahjong-soul', yakumanRon([BRUNO], CHLOE, 2), 64000],
    // WRC Rules 2025 add several yakuman in one hand: two are 2 × 32 000.
    ['wrc-2025', yakumanRon([BRUNO], CHLOE, 2), 64000],
  ])('%s: %j → %i', (id, round, points) => {
    const { delta } = settle(rulesOf(id), round);
    expect(delta).toEqual(seatValues(0, points, -points, 0));
  });

  it('a dealer 4 han 30 fu: 11 600 without kiriage, 12 000 with it', () => {
    expect(settle(rulesOf('ema-2016'), ron([[ALICE, 4, 30]], CHLOE)).delta[ALICE]).toBe(11600);
    expect(settle(rulesOf('ema-2025'), ron([[ALICE, 4, 30]], CHLOE)).delta[ALICE]).toBe(12000);
  });

  it('a non-dealer 4 han 30 fu tsumo under kiriage is a mangan: 4 000 from the dealer, 2 000 from each other', () => {
    expect(settle(rulesOf('ema-2025'), tsumo([BRUNO, 4, 30])).delta).toEqual(
      seatValues(-4000, 8000, -2000, -2000),
    );
  });

  it('a dealer yakuman tsumo: 16 000 from each (48 000); a double one 32 000 each where it counts', () => {
    expect(settle(rulesOf('ema-2025'), yakumanTsumo(ALICE)).delta).toEqual(
      seatValues(48000, -16000, -16000, -16000),
    );
    expect(settle(rulesOf('tenhou'), yakumanTsumo(ALICE, 2)).delta).toEqual(
      seatValues(96000, -32000, -32000, -32000),
    );
  });
});

describe('what each preset allows in a round', () => {
  it('the han offered stop at the top limit: 11+ where 13 counted han is a sanbaiman, 13+ elsewhere', () => {
    expect(hanChoices(rulesOf('ema-2025')).at(-1)).toBe(11);
    expect(hanChoices(rulesOf('tenhou')).at(-1)).toBe(13);
    expect(hanChoices(classicRules).at(-1)).toBe(13);
  });

  it('a double yakuman is refused where yakuman do not add up; a yakuman for a non-winner everywhere', () => {
    expect(refusal(rulesOf('ema-2025'), yakumanRon([BRUNO], CHLOE, 2))).toEqual({
      ok: false,
      error: 'Ces règles ne comptent pas de double yakuman : indique 1 yakuman.',
    });
    expect(refusal(rulesOf('tenhou'), yakumanRon([BRUNO], CHLOE, 7))).toEqual({
      ok: false,
      error: 'Le nombre de yakuman doit être un entier entre 1 et 6.',
    });
    const forLoser = { ...ron([[BRUNO, 2, 30]], CHLOE), yakuman: { [CHLOE]: 1 } };
    expect(refusal(rulesOf('tenhou'), forLoser)).toEqual({ ok: false, error: MESSAGES.yakumanNotWinner });
    expect(refusal(classicRules, { ...chombo(DENIS), yakuman: { [DENIS]: 1 } })).toEqual({
      ok: false,
      error: MESSAGES.yakumanNotWinner,
    });
  });

  it('a yakuman winner needs no han or fu; a yakuman absent from a round leaves it as it was stored', () => {
    expect(validateRound(yakumanRon([BRUNO], CHLOE), PLAYERS, classicRules)).toEqual({
      ok: true,
      value: {
        type_victoire: 'ron',
        gagnant: [BRUNO],
        perdant: CHLOE,
        han: {},
        fu: {},
        riichi_players: [],
        tenpai: [],
        yakuman: { [BRUNO]: 1 },
      },
    });
    const plain = validateRound(ron([[BRUNO, 2, 30]], CHLOE), PLAYERS, classicRules);
    expect(plain.ok && 'yakuman' in plain.value).toBe(false);
  });

  it('atamahane: two winners on one discard are refused (WRC 2025, M-League, Saikouisen); EMA takes both', () => {
    const double = ron(
      [
        [BRUNO, 2, 30],
        [DENIS, 3, 30],
      ],
      CHLOE,
    );
    expect(refusal(rulesOf('wrc-2025'), double)).toEqual({ ok: false, error: MESSAGES.atamahaneOneWinner });
    expect(refusal(rulesOf('m-league'), double)).toEqual({ ok: false, error: MESSAGES.atamahaneOneWinner });
    expect(refusal(rulesOf('saikouisen'), double)).toEqual({ ok: false, error: MESSAGES.atamahaneOneWinner });
    expect(refusal(rulesOf('ema-2025'), double).ok).toBe(true);
  });

  it('a double ron with one honba, both winners in riichi: Tenhou gives honba and both sticks to the nearest winner', () => {
    // Chloé discards; Denis (her right-hand neighbour) wins 2 han 30 fu: 480 × 4 = 1 920 → 2 000; Alice
    // (opposite, dealing) 2 han 30 fu: 480 × 6 = 2 880 → 2 900. Each put a riichi stick down (−1 000).
    const double = ron(
      [
        [DENIS, 2, 30],
        [ALICE, 2, 30],
      ],
      CHLOE,
      [DENIS, ALICE],
    );
    const state = startState({ dealer_stack: 1 });
    // Tenhou: Denis +2 000 + 300 honba − 1 000 + 2 000 (both sticks) = +3 300; Alice +2 900 − 1 000 = +1 900.
    expect(settle(rulesOf('tenhou'), double, state).delta).toEqual(seatValues(1900, 0, -5200, 3300));
    // EMA: each winner is paid the honba and takes their own stick back.
    expect(settle(rulesOf('ema-2016'), double, state).delta).toEqual(seatValues(3200, 0, -5500, 2300));
  });

  it('abortive draws and nagashi mangan only under rules that have them', () => {
    expect(refusal(rulesOf('ema-2025'), abandon())).toEqual({ ok: false, error: MESSAGES.abandonNotAllowed });
    expect(refusal(classicRules, nagashi([BRUNO]))).toEqual({ ok: false, error: MESSAGES.nagashiNotAllowed });
    expect(refusal(rulesOf('m-league'), abandon())).toEqual({ ok: false, error: MESSAGES.abandonNotAllowed });
    expect(refusal(rulesOf('tenhou'), abandon()).ok).toBe(true);
    expect(refusal(rulesOf('m-league'), nagashi([]))).toEqual({
      ok: false,
      error: MESSAGES.nagashiWinnerRequired,
    });
  });
});

describe('abortive draws, nagashi mangan and chombo at the table', () => {
  it('an abortive draw moves nothing: Bruno’s riichi stick stays on the table, one more honba, Alice deals again', () => {
    const { delta, next } = settle(rulesOf('tenhou'), abandon([BRUNO]));
    expect(delta).toEqual(seatValues(0, -1000, 0, 0));
    expect(next).toMatchObject({ vent: 'est', tour_actuel: 1, dealer_stack: 1, riichi_stack: 1 });
  });

  it('Bruno’s nagashi mangan is a mangan tsumo: 4 000 from Alice (dealer), 2 000 from Chloé and Denis; the deal passes', () => {
    const { delta, next } = settle(rulesOf('m-league'), nagashi([BRUNO], [DENIS], [DENIS]));
    expect(delta).toEqual(seatValues(-4000, 8000, -2000, -3000));
    expect(next).toMatchObject({ vent: 'est', tour_actuel: 2, dealer_stack: 1, riichi_stack: 1 });
  });

  it('a nagashi mangan by the dealer: 4 000 from each; she keeps the deal (so does a tenpai dealer)', () => {
    const dealer = settle(rulesOf('tenhou'), nagashi([ALICE]));
    expect(dealer.delta).toEqual(seatValues(12000, -4000, -4000, -4000));
    expect(dealer.next.tour_actuel).toBe(1);
    expect(settle(rulesOf('tenhou'), nagashi([DENIS], [ALICE])).next.tour_actuel).toBe(1);
  });

  it('a nagashi mangan with a tenpai dealer: Alice keeps the deal; a riichi player must be listed tenpai', () => {
    const rules = rulesOf('tenhou');
    // Bruno's nagashi: 4 000 from Alice (dealer), 2 000 from Chloé and Denis; Chloé's riichi stick stays
    // on the table (−1 000); no noten payments.
    const kept = settle(rules, nagashi([BRUNO], [ALICE, CHLOE], [CHLOE]));
    expect(kept.delta).toEqual(seatValues(-4000, 8000, -3000, -2000));
    expect(kept.next).toMatchObject({ vent: 'est', tour_actuel: 1, dealer_stack: 1, riichi_stack: 1 });
    // The same hand with Alice noten: the deal passes to Bruno.
    expect(settle(rules, nagashi([BRUNO], [CHLOE], [CHLOE])).next).toMatchObject({ tour_actuel: 2 });
    // Chloé in riichi but not listed tenpai: refused, as at any draw.
    expect(refusal(rules, nagashi([BRUNO], [ALICE], [CHLOE]))).toEqual({
      ok: false,
      error: MESSAGES.riichiMustBeTenpai,
    });
    // A riichi player who made the nagashi need not be listed again.
    expect(refusal(rules, nagashi([BRUNO], [], [BRUNO])).ok).toBe(true);
  });

  it('a chombo paid at the table: Chloé pays a reverse mangan (4 000 to the dealer, 2 000 to each other); none after uma', () => {
    const rules = rulesOf('tenhou');
    const { delta, next } = settle(rules, chombo(CHLOE, [BRUNO]));
    expect(delta).toEqual(seatValues(4000, 2000, -8000, 2000));
    expect(next).toMatchObject({ vent: 'est', tour_actuel: 1, dealer_stack: 0 });
    expect(settle(rules, chombo(ALICE)).delta).toEqual(seatValues(-12000, 4000, 4000, 4000));
    const result = gameResult(
      { scores: seatValues(29000, 27000, 17000, 27000), chombos: { [CHLOE]: 1 } },
      rules,
    );
    expect(result.ok && result.result[CHLOE]).toBe(-13000 - 20000);
  });

  it('a chombo after uma takes 20 000 from the offender’s result (EMA 2025, M-League)', () => {
    const result = gameResult(
      { scores: seatValues(30000, 30000, 30000, 30000), chombos: { [DENIS]: 1 } },
      rulesOf('ema-2025'),
    );
    // Four tied at 30 000 share the uma: 0 each; Denis −20 000.
    expect(result.ok && result.result).toEqual(seatValues(0, 0, 0, -20000));
  });
});

describe('the end of a game: oka, uma, ties, leftover sticks, tonpuusen', () => {
  it('M-League starts at 25 000; 45 000 / 30 000 / 15 000 / 10 000 gives +65 / +10 / −25 / −50 after oka and uma', () => {
    const rules = rulesOf('m-league');
    expect(initialGameState(PLAYERS, rules).scores).toEqual(seatValues(25000, 25000, 25000, 25000));
    // first: 45 000 − 30 000 + 30 000 + oka 20 000; second: 0 + 10 000; third: −15 000 − 10 000; fourth: −20 000 − 30 000.
    const result = gameResult({ scores: seatValues(45000, 30000, 15000, 10000) }, rules);
    expect(result.ok && result.result).toEqual(seatValues(65000, 10000, -25000, -50000));
  });

  it('Mahjong Soul has no oka: 43 600 / 27 800 / 20 600 / 8 000 → +33,6 / +7,8 / −9,4 / −32,0, as its logs write', () => {
    // (score − 25 000) + uma 15 000 / 5 000 / −5 000 / −15 000.
    const outcome = gameResult({ scores: seatValues(43600, 27800, 20600, 8000) }, rulesOf('mahjong-soul'));
    expect(outcome.ok && outcome.result).toEqual(seatValues(33600, 7800, -9400, -32000));
  });

  it('a dealer double yakuman ron under WRC 2025 is 96 000 (2 × 48 000)', () => {
    const { delta } = settle(rulesOf('wrc-2025'), yakumanRon([ALICE], CHLOE, 2));
    expect(delta).toEqual(seatValues(96000, 0, -96000, 0));
  });

  it('M-League shares tied places: two firsts at 40 000 split uma 30+10 and the oka (+40 each)', () => {
    const result = gameResult({ scores: seatValues(40000, 40000, 10000, 10000) }, rulesOf('m-league'));
    expect(result.ok && result).toMatchObject({
      place: seatValues(1, 1, 3, 3),
      result: seatValues(40000, 40000, -40000, -40000),
    });
  });

  it('M-League: three tied at 30 000 split uma and oka to the tenth, the leftover tenths to the seats nearest the first dealer', () => {
    // The three firsts share uma 30 000 + 10 000 − 10 000 and the oka 20 000: 50 000 / 3 = 16 666,7 each;
    // to the tenth that is 16 600 each and two hundreds over, one to Alice (East), one to Bruno.
    // Denis: 10 000 − 30 000 − 30 000 = −50 000. The game sums to 0.
    const rules = rulesOf('m-league');
    const top = gameResult({ scores: seatValues(30000, 30000, 30000, 10000) }, rules);
    expect(top.ok && top.result).toEqual(seatValues(16700, 16700, 16600, -50000));
    // Alice fourth: Bruno and Chloé are then the tied seats nearest the first dealer.
    const later = gameResult({ scores: seatValues(10000, 30000, 30000, 30000) }, rules);
    expect(later.ok && later.result).toEqual(seatValues(-50000, 16700, 16700, 16600));
  });

  it('Tenhou orders ties by seat: Alice (East) first, Bruno second', () => {
    // Alice 10 000 + 20 000 + 20 000; Bruno 10 000 + 10 000; Chloé −20 000 − 10 000; Denis −20 000 − 20 000.
    const result = gameResult({ scores: seatValues(40000, 40000, 10000, 10000) }, rulesOf('tenhou'));
    expect(result.ok && result).toMatchObject({
      place: seatValues(1, 2, 3, 4),
      result: seatValues(50000, 20000, -30000, -40000),
    });
  });

  it('Tenhou gives the sticks left at the end to the earlier of two tied firsts; EMA splits them', () => {
    // A real Tenhou log (2018022422gm-00a9-0000-0067d2a4): West and North end South 4 on 30 300 each with
    // one stick on the table; its final scores give West 31 300 and North 30 300.
    const state: GameState = {
      ...initialGameState(PLAYERS),
      scores: seatValues(16300, 22100, 30300, 30300),
      riichi_stack: 1,
    };
    const seat = finishGame(state, rulesOf('tenhou'));
    expect(seat.ok && seat.next.scores).toEqual(seatValues(16300, 22100, 31300, 30300));
    const shared = finishGame(state, rulesOf('ema-2016'));
    expect(shared.ok && shared.next.scores).toEqual(seatValues(16300, 22100, 30800, 30800));
  });

  it('WRC 2025 loses the sticks left at the end; EMA gives them to first place', () => {
    const state: GameState = {
      ...initialGameState(PLAYERS),
      scores: seatValues(40000, 30000, 28000, 20000),
      riichi_stack: 2,
    };
    const lost = finishGame(state, rulesOf('wrc-2025'));
    expect(lost.ok && lost.next).toMatchObject({
      scores: seatValues(40000, 30000, 28000, 20000),
      riichi_stack: 0,
    });
    const kept = finishGame(state, rulesOf('ema-2025'));
    expect(kept.ok && kept.next.scores).toEqual(seatValues(42000, 30000, 28000, 20000));
    const result = gameResult({ scores: state.scores, riichi_stack: 2 }, rulesOf('wrc-2025'));
    expect(result.ok && result.final_scores).toEqual(seatValues(40000, 30000, 28000, 20000));
  });

  it('a tonpuusen is over after South 4 (East only, South as extension); a hanchan after North 4', () => {
    const tonpuu = rulesOf({ base: 'tenhou', longueur: 'tonpuusen' });
    expect(tonpuu).toMatchObject({ regularEnd: 'est', lastWind: 'sud', startScore: 25000 });
    // All-noten draws: the deal passes each time, East 1 … South 4 in eight hands.
    const draws = Array.from({ length: 8 }, () => ({ ...abandon(), type_victoire: 'tenpai' as const }));
    const over = replayGame(PLAYERS, draws, tonpuu);
    expect(over.ok && isGameOver(over.state)).toBe(true);
    const hanchan = replayGame(PLAYERS, draws, classicRules);
    expect(hanchan.ok && hanchan.state).toMatchObject({ vent: 'ouest', tour_actuel: 1 });
  });

  it('the offer to finish comes after South 4 in a hanchan, after East 4 in a tonpuusen', () => {
    const tonpuu = rulesOf({ base: 'tenhou', longueur: 'tonpuusen' });
    expect(leavesRegularEnd({ vent: 'sud' }, { vent: 'ouest', tour_actuel: 1 })).toBe(true);
    expect(leavesRegularEnd({ vent: 'est' }, { vent: 'sud', tour_actuel: 1 })).toBe(false);
    expect(leavesRegularEnd({ vent: 'est' }, { vent: 'sud', tour_actuel: 1 }, tonpuu)).toBe(true);
    expect(leavesRegularEnd({ vent: 'sud' }, { vent: 'ouest', tour_actuel: 1 }, tonpuu)).toBe(false);
  });

  describe('the West round: none under EMA and WRC, only while nobody has 30 000 under Tenhou', () => {
    // Seven all-noten draws: the deal passes every time, East 1 … South 3; South 4 is Denis's, 7 honba.
    const toSouth4 = Array.from({ length: 7 }, () => draw([]));
    const atSouth4 = (rules: Ruleset): GameState => {
      const replay = replayGame(PLAYERS, toSouth4, rules);
      if (!replay.ok) throw new Error(replay.error);
      return replay.state;
    };

    it.each<PresetId>(['ema-2016', 'ema-2025', 'wrc-2025'])(
      '%s: the game ends after South 4 whatever the scores; a further round is refused',
      (id) => {
        const rules = rulesOf(id);
        const before = atSouth4(rules);
        expect(before).toMatchObject({ vent: 'sud', tour_actuel: 4, dealer_stack: 7 });
        // Nobody near 30 000 (all at 30 000 start, nobody tenpai): still the end.
        const { next } = settle(rules, draw([]), before);
        expect(next).toMatchObject({ vent: 'sud', tour_actuel: 5 });
        expect(isGameOver(next)).toBe(true);
        expect(leavesRegularEnd(before, next, rules)).toBe(true);
        expect(settleRound(next, draw([]), rules)).toEqual({
          ok: false,
          error: 'Ces règles n’ont pas de manche d’Ouest : la partie se termine après le Sud 4.',
        });
      },
    );

    it('classic still lets the players go on into West', () => {
      const { next } = settle(classicRules, draw([]), atSouth4(classicRules));
      expect(next).toMatchObject({ vent: 'ouest', tour_actuel: 1 });
    });

    it('Tenhou: nobody at 30 000 after South 4 → West 1; somebody there → over', () => {
      const rules = rulesOf('tenhou');
      const before = atSouth4(rules);
      // Alice ron on Bruno, 1 han 30 fu: 1 000 + 7 honba × 300 = 3 100; Alice 28 100, below 30 000.
      const west = settle(rules, ron([[ALICE, 1, 30]], BRUNO), before).next;
      expect(west).toMatchObject({ vent: 'ouest', tour_actuel: 1 });
      expect(west.scores[ALICE]).toBe(28100);
      expect(leavesRegularEnd(before, west, rules)).toBe(true);
      // Alice tsumo, mangan: 4 000 from Denis (dealer), 2 000 from each other, 700 honba from each: 35 100.
      const over = settle(rules, tsumo([ALICE, 5, 30]), before).next;
      expect(over.scores[ALICE]).toBe(35100);
      expect(over).toMatchObject({ vent: 'sud', tour_actuel: 5 });
      expect(settleRound(over, draw([]), rules)).toEqual({
        ok: false,
        error: 'Un joueur a atteint 30\u202f000 points : la partie est terminée.',
      });
    });

    it('Tenhou: in West the game ends after the first hand that takes somebody to 30 000', () => {
      const rules = rulesOf('tenhou');
      const west = settle(rules, draw([]), atSouth4(rules)).next;
      expect(west).toMatchObject({ vent: 'ouest', tour_actuel: 1, dealer_stack: 8 });
      // Bruno ron on Chloé, 2 han 30 fu: 2 000 + 8 honba × 300 = 4 400; at 29 400 the game goes on, Bruno deals.
      const goesOn = settle(rules, ron([[BRUNO, 2, 30]], CHLOE), west).next;
      expect(goesOn).toMatchObject({ vent: 'ouest', tour_actuel: 2, dealer_stack: 0 });
      expect(goesOn.scores[BRUNO]).toBe(29400);
      // Bruno (dealer) ron on Chloé, 1 han 30 fu: 6 × 240 = 1 440 → 1 500; 30 900: over, though he keeps the deal.
      const over = settle(rules, ron([[BRUNO, 1, 30]], CHLOE), goesOn).next;
      expect(over).toMatchObject({ vent: 'ouest', tour_actuel: 5 });
      expect(over.scores[BRUNO]).toBe(30900);
    });

    it('a rule set may override its extension: EMA 2025 with a free one goes into West', () => {
      const rules = rulesOf({ base: 'ema-2025', prolongation: { mode: 'libre' } });
      expect(settle(rules, draw([]), atSouth4(rules)).next).toMatchObject({ vent: 'ouest', tour_actuel: 1 });
      expect(rulesOf({ base: 'ema-2025', prolongation: { mode: 'toujours' } })).toBe(classicRules);
      expect(validateRules({ base: 'ema-2025', prolongation: { mode: 'toujours' } })).toEqual({
        ok: false,
        error: MESSAGES.rulesProlongation,
      });
    });
  });

  it('final scores must sum to 4 × the start: 100 000 at 25 000', () => {
    const rules = rulesOf('m-league');
    expect(
      validateFinalScores({ joueurs: PLAYERS, scores: seatValues(40000, 30000, 20000, 10000) }, rules).ok,
    ).toBe(true);
    expect(
      validateFinalScores({ joueurs: PLAYERS, scores: seatValues(45000, 35000, 25000, 15000) }, rules),
    ).toEqual({
      ok: false,
      error: 'La somme des scores doit être 100\u202f000 (actuellement 120\u202f000).',
    });
  });

  it('a tournament ranking reads each game’s own rules', () => {
    const ranking = tournamentRanking([
      { scores: seatValues(45000, 30000, 15000, 10000), rules: rulesOf('m-league') },
      { scores: seatValues(45000, 30000, 25000, 20000) },
    ]);
    // M-League game +65/+10/−25/−50; classic game +30/+5/−10/−25.
    expect(ranking).toEqual(seatValues(95, 15, -35, -75));
  });
});

describe('properties under every preset', () => {
  it.each(PRESETS.map((preset) => preset.id))(
    '%s: points are conserved (sticks included) and a replay gives the same scores',
    (id) => {
      const rules = rulesOf(id);
      const total = 4 * rules.startScore;
      fc.assert(
        fc.property(fc.array(validRoundUnder(rules), { maxLength: 25 }), (rounds) => {
          let state = initialGameState(PLAYERS, rules);
          const played: RoundPayload[] = [];
          for (const round of rounds) {
            if (isGameOver(state)) break;
            const settled = settleRound(state, round, rules);
            if (!settled.ok) throw new Error(settled.error);
            expect(sum(settled.delta)).toBe(1000 * (state.riichi_stack - settled.next.riichi_stack));
            state = settled.next;
            played.push(round);
            expect(sum(state.scores) + 1000 * state.riichi_stack).toBe(total);
          }
          const replay = replayGame(PLAYERS, played, rules);
          expect(replay.ok && replay.state).toEqual(state);
        }),
        { numRuns: 60 },
      );
    },
  );

  it('every preset id is listed once', () => {
    expect(new Set(PRESET_IDS).size).toBe(8);
  });
});
