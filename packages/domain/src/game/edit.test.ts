import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { validRound, validRounds } from '../../testing/arbitraries';
import { ALICE, BRUNO, CHLOE, DENIS, PLAYERS, draw, ron, seatValues, sum, tsumo } from '../../testing';
import { MESSAGES } from '../messages';
import { settleRound } from '../round/settle';
import { editGame } from './edit';
import { replayGame } from './replay';
import { initialGameState, isGameOver } from './state';

/*
 * The game below, settled by hand (rules-classic sections 1–5):
 *   0. Est 1, Alice deals: Bruno tsumo 1 han 30 fu: Alice −500, Chloé −300, Denis −300, Bruno +1100.
 *   1. Est 2, Bruno deals: Chloé ron 2 han 40 fu on Denis (640 × 4 = 2560 → 2600).
 *   2. Est 3, Chloé deals: all noten: nobody pays; the deal passes, 1 honba.
 *   3. Est 4, Denis deals: Denis tsumo 3 han 30 fu (960 × 2 = 1920 → 2000, + 100 honba): 2100 each.
 */
const GAME = [tsumo([BRUNO, 1, 30]), ron([[CHLOE, 2, 40]], DENIS), draw([]), tsumo([DENIS, 3, 30])];

describe('editGame: correcting a past round replays the game', () => {
  it('the game as entered', () => {
    const replay = replayGame(PLAYERS, GAME);
    expect(replay.ok && replay.state).toMatchObject({
      scores: seatValues(27400, 29000, 30200, 33400),
      vent: 'est',
      tour_actuel: 4,
      dealer_stack: 2,
    });
  });

  it('round 2 was 3 han, not 2: Chloé gets 5200 instead of 2600, later rounds unchanged', () => {
    const edited = editGame(PLAYERS, GAME, {
      kind: 'replace',
      index: 1,
      round: ron([[CHLOE, 3, 40]], DENIS),
    });
    if (!edited.ok) throw new Error(edited.error);
    expect(edited.history[1]?.delta).toEqual(seatValues(0, 0, 5200, -5200));
    expect(edited.history[3]?.delta).toEqual(seatValues(-2100, -2100, -2100, 6300));
    expect(edited.state).toMatchObject({
      scores: seatValues(27400, 29000, 32800, 30800),
      tour_actuel: 4,
      dealer_stack: 2,
    });
  });

  it('round 2 was won by the dealer: the deal stays, and every later round is settled again', () => {
    // Bruno (dealer) ron 2 han 40 fu on Denis: 640 × 6 = 3840 → 3900; Est 2 again, 1 honba.
    // The all-noten draw then passes the deal to Chloé (2 honba); Denis' tsumo is a non-dealer's:
    // Chloé pays 2000 + 200, Alice and Bruno 1000 + 200 each; the deal passes to Denis, honba 0.
    const edited = editGame(PLAYERS, GAME, {
      kind: 'replace',
      index: 1,
      round: ron([[BRUNO, 2, 40]], DENIS),
    });
    if (!edited.ok) throw new Error(edited.error);
    expect(edited.history[3]?.delta).toEqual(seatValues(-1200, -1200, -2200, 4600));
    expect(edited.state).toMatchObject({
      scores: seatValues(28300, 33800, 27500, 30400),
      vent: 'est',
      tour_actuel: 4,
      dealer_stack: 0,
    });
  });

  it('deleting the all-noten draw: Denis tsumo becomes a non-dealer tsumo at Est 3, no honba', () => {
    const edited = editGame(PLAYERS, GAME, { kind: 'remove', index: 2 });
    if (!edited.ok) throw new Error(edited.error);
    expect(edited.history).toHaveLength(3);
    expect(edited.state).toMatchObject({
      scores: seatValues(28500, 30100, 30300, 31100),
      tour_actuel: 4,
      dealer_stack: 0,
    });
  });

  it('a correction that pushes a later round past North 4 is refused, naming that round', () => {
    // Alice, dealer, is tenpai at a draw (she keeps the deal), then 16 all-noten draws end the game.
    const seventeen = [draw([ALICE]), ...Array.from({ length: 16 }, () => draw([]))];
    const full = replayGame(PLAYERS, seventeen);
    expect(full.ok && isGameOver(full.state)).toBe(true);
    expect(editGame(PLAYERS, seventeen, { kind: 'replace', index: 0, round: draw([]) })).toEqual({
      ok: false,
      error:
        'Correction impossible : le tour 17 viendrait après la fin de la partie (Nord 4). Supprime-le d’abord.',
      laterRound: 16,
    });
  });

  it('an invalid replacement is refused with its own message; an unknown index names the round', () => {
    expect(
      editGame(PLAYERS, GAME, { kind: 'replace', index: 0, round: ron([[ALICE, 1, 20]], BRUNO) }),
    ).toEqual({
      ok: false,
      error: MESSAGES.fuTwentyOnRon,
    });
    expect(editGame(PLAYERS, GAME, { kind: 'remove', index: 4 })).toEqual({
      ok: false,
      error: 'Le tour 5 n’existe pas dans cette partie.',
    });
    expect(editGame(PLAYERS, GAME, { kind: 'remove', index: -1 }).ok).toBe(false);
    expect(editGame(PLAYERS, GAME, { kind: 'remove', index: 1.5 }).ok).toBe(false);
  });
});

/** The rounds of a generated list that fit in one game. */
function playable(rounds: readonly unknown[]): unknown[] {
  let state = initialGameState(PLAYERS);
  const kept: unknown[] = [];
  for (const round of rounds) {
    if (isGameOver(state)) break;
    const outcome = settleRound(state, round);
    if (!outcome.ok) throw new Error(outcome.error);
    state = outcome.next;
    kept.push(round);
  }
  return kept;
}

/** A game of at least one round, and an index in it. */
const gameAndIndex = validRounds(30)
  .map(playable)
  .filter((rounds) => rounds.length > 0)
  .chain((rounds) => fc.tuple(fc.constant(rounds), fc.nat({ max: rounds.length - 1 })));

describe('editGame: properties on random games', () => {
  it('a draw corrected into a 1 han 30 fu ron moves 1000 + 300 per honba, as counted by hand', () => {
    // A game of all-noten draws: nobody pays, the deal passes and one honba is added each time, so draw
    // number i (from 0) is dealt by seat i mod 4 with i honba. Correcting it into a non-dealer's 1 han 30 fu
    // ron (1000, rules-classic section 1) makes the discarder pay 1000 + 300 × i; the honba then reset,
    // and the draws after it move nothing: every score is known without replaying anything.
    const game = fc
      .integer({ min: 1, max: 16 })
      .chain((length) =>
        fc.tuple(
          fc.constant(length),
          fc.nat({ max: length - 1 }),
          fc.integer({ min: 1, max: 3 }),
          fc.integer({ min: 1, max: 3 }),
        ),
      );
    fc.assert(
      fc.property(game, ([length, index, winnerOffset, loserOffset]) => {
        fc.pre(loserOffset !== winnerOffset);
        const dealer = index % 4;
        const winner = PLAYERS[(dealer + winnerOffset) % 4]!;
        const loser = PLAYERS[(dealer + ((winnerOffset + loserOffset) % 4)) % 4]!;
        fc.pre(loser !== winner);
        const draws = Array.from({ length }, () => draw([]));
        const edited = editGame(PLAYERS, draws, {
          kind: 'replace',
          index,
          round: ron([[winner, 1, 30]], loser),
        });
        const paid = 1000 + 300 * index;
        const expected = Object.fromEntries(
          PLAYERS.map((id) => [id, id === winner ? 30000 + paid : id === loser ? 30000 - paid : 30000]),
        );
        expect(edited.ok && { scores: edited.state.scores, sticks: edited.state.riichi_stack }).toEqual({
          scores: expected,
          sticks: 0,
        });
      }),
      { numRuns: 300 },
    );
  });

  it('after any correction or deletion, every score sum plus the table sticks is 120000', () => {
    // An edit a later round no longer fits is refused (and then proves nothing): the property must hold
    // on edits that went through, and enough of them to mean something.
    let applied = 0;
    const runs = 300;
    fc.assert(
      fc.property(gameAndIndex, validRound, fc.boolean(), ([rounds, index], round, remove) => {
        const edited = editGame(
          PLAYERS,
          rounds,
          remove ? { kind: 'remove', index } : { kind: 'replace', index, round },
        );
        if (!edited.ok) return;
        applied += 1;
        expect(sum(edited.state.scores) + 1000 * edited.state.riichi_stack).toBe(120000);
        // Before each round, the points at the table (scores and the sticks on it) are the same 120 000.
        for (const entry of edited.history) {
          const sticksBefore = (120000 - sum(entry.joueurs_avant)) / 1000;
          expect(Number.isInteger(sticksBefore) && sticksBefore >= 0).toBe(true);
        }
      }),
      { numRuns: runs },
    );
    expect(applied).toBeGreaterThan(runs / 4);
  });

  it('deleting a round takes out that round only and leaves every round before it as it was', () => {
    // Putting the deleted round back and replaying compared the original rounds with themselves; what a
    // deletion must guarantee is which round goes and that the game up to it does not move.
    let applied = 0;
    const runs = 300;
    fc.assert(
      fc.property(gameAndIndex, ([rounds, index]) => {
        const removed = editGame(PLAYERS, rounds, { kind: 'remove', index });
        if (!removed.ok) return;
        applied += 1;
        expect(removed.history.map((entry) => entry.tour)).toEqual(
          rounds
            .filter((_round, at) => at !== index)
            .map((round) => expect.objectContaining(round as object)),
        );
        const original = replayGame(PLAYERS, rounds);
        expect(original.ok && removed.history.slice(0, index)).toEqual(
          original.ok && original.history.slice(0, index),
        );
      }),
      { numRuns: runs },
    );
    expect(applied).toBeGreaterThan(runs / 4);
  });

  it('replacing a round by itself changes nothing', () => {
    fc.assert(
      fc.property(gameAndIndex, ([rounds, index]) => {
        const edited = editGame(PLAYERS, rounds, { kind: 'replace', index, round: rounds[index] });
        expect(edited).toEqual(replayGame(PLAYERS, rounds));
      }),
      { numRuns: 200 },
    );
  });
});
