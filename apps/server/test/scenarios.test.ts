/**
 * Whole stories through HTTP: a game played hand by hand, and a tournament from creation to results,
 * reopening and a deleted game. Every score is written by hand from docs/rules-classic.md (the section is
 * cited next to each number); the comparison with the domain's replay stays as a wiring check (the server
 * stores and answers exactly what the shared rules compute).
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  finishGame,
  gameResult,
  replayGame,
  toRankingPoints,
  type GameState,
  type RoundPayload,
} from '@mj/domain';
import type { FastifyInstance } from 'fastify';
import { backends, buildTestApp, call, registerUser, registerUsers, type TestUser } from './helper';
import { bySeat, chombo, draw, ron, tsumo } from '@mj/domain/testing';

const stateOf = (game: Record<string, unknown>) => ({
  joueurs: game.joueurs,
  scores: game.scores,
  vent: game.vent,
  tour_actuel: game.tour_actuel,
  dealer_stack: game.dealer_stack,
  riichi_stack: game.riichi_stack,
});

/** A game's counters after a round, written by hand: scores in seat order, then wind, hand, honba, sticks. */
interface Hand {
  scores: [number, number, number, number];
  vent: 'est' | 'sud';
  tour: number;
  honba: number;
  sticks: number;
}

const handState = (ids: readonly string[], hand: Hand) => ({
  joueurs: ids,
  scores: bySeat(ids, hand.scores),
  vent: hand.vent,
  tour_actuel: hand.tour,
  dealer_stack: hand.honba,
  riichi_stack: hand.sticks,
});

/** A domain history entry as the API returns it: entered by someone, never corrected. */
const entered = (entry: object | undefined) => ({
  ...entry,
  auteur_id: expect.any(String),
  cree_le: expect.any(String),
  modifie_par: null,
  modifie_le: null,
});

describe.each(backends)('scenarios on %s', (backend) => {
  let app: FastifyInstance;
  let seats: TestUser[];
  let ids: string[];

  beforeAll(async () => {
    app = await buildTestApp({ backend });
    seats = await registerUsers(app, 4, 'scenario');
    ids = seats.map((s) => s.id);
  });

  it('a full game through HTTP matches the domain replay after every round, undo and finish', async () => {
    const [a, b, c, d] = ids as [string, string, string, string];
    const gameId = (
      await call(app, seats[0], { method: 'POST', url: '/api/parties/', payload: { joueurs: ids } })
    ).json().id;
    const script: RoundPayload[] = [
      tsumo([a, 2, 30], [a]), // dealer tsumo with riichi: dealer keeps, honba 1
      ron([[b, 3, 40]], a, [c]), // c's stick goes to b; deal passes
      draw([b, d], [d]), // b (dealer) tenpai: honba, stick stays
      chombo(c), // replay, nothing moves
      ron(
        [
          [c, 5, 30],
          [d, 2, 30],
        ],
        b,
      ), // double ron, sticks to the winner nearest the discarder's right
      tsumo([d, 13, 20]), // yakuman
      draw([a]),
      tsumo([b, 4, 30]),
    ];
    // Seats a, b, c, d; the dealer is seat `tour` (§5). Base points and payments: §1; honba: §2; sticks: §3.
    const hands: Hand[] = [
      // a deals, tsumo 2 han 30 fu: base 480, 1000 from each (§1); a's own stick comes back.
      { scores: [33000, 29000, 29000, 29000], vent: 'est', tour: 1, honba: 1, sticks: 0 },
      // b ron 3 han 40 fu off a: base 1280, 5200 + 300 × 1 honba; c's riichi stick to b.
      { scores: [27500, 35500, 28000, 29000], vent: 'est', tour: 2, honba: 0, sticks: 0 },
      // Draw, b and d tenpai: 1500 each from a and c (§4); d's stick stays; dealer b tenpai keeps the deal.
      { scores: [26000, 37000, 26500, 29500], vent: 'est', tour: 2, honba: 1, sticks: 1 },
      // Chombo: nothing moves, the hand is replayed (§4, §5).
      { scores: [26000, 37000, 26500, 29500], vent: 'est', tour: 2, honba: 1, sticks: 1 },
      // Double ron off b: c mangan 8000 + 300, d 2 han 30 fu 2000 + 300; the table stick to c, nearest b's right.
      { scores: [26000, 26400, 35800, 31800], vent: 'est', tour: 3, honba: 0, sticks: 0 },
      // d tsumo 13 han: yakuman base 8000, dealer c pays 16000, a and b 8000 each.
      { scores: [18000, 18400, 19800, 63800], vent: 'est', tour: 4, honba: 0, sticks: 0 },
      // Draw, a alone tenpai: +3000 / −1000 each; dealer d noten, so South 1 with one honba.
      { scores: [21000, 17400, 18800, 62800], vent: 'sud', tour: 1, honba: 1, sticks: 0 },
      // b tsumo 4 han 30 fu: base 1920, dealer a 3900 + 100, c and d 2000 + 100 (no kiriage, §1).
      { scores: [17000, 25600, 16700, 60700], vent: 'sud', tour: 2, honba: 0, sticks: 0 },
    ];
    const sent: RoundPayload[] = [];
    for (const [index, round] of script.entries()) {
      const response = await call(app, seats[1], {
        method: 'POST',
        url: `/api/parties/tours/${gameId}`,
        payload: { ...round, index },
      });
      expect(response.statusCode).toBe(201);
      expect(stateOf(response.json().partie)).toEqual(handState(ids, hands[index]!));
      sent.push(round);
      const replay = replayGame(ids, sent);
      if (!replay.ok) throw new Error(replay.error);
      expect(stateOf(response.json().partie)).toEqual(replay.state);
      expect(response.json().entry).toEqual(entered(replay.history.at(-1)));
    }

    // Undo: the state is the replay of one fewer round.
    const undone = await call(app, seats[2], { method: 'DELETE', url: `/api/parties/tours/${gameId}/last` });
    expect(undone.statusCode).toBe(200);
    expect(stateOf(undone.json().partie)).toEqual(handState(ids, hands[6]!));
    const afterUndo = replayGame(ids, sent.slice(0, -1));
    if (!afterUndo.ok) throw new Error(afterUndo.error);
    expect(stateOf(undone.json().partie)).toEqual(afterUndo.state);
    sent.pop();

    const history = (
      await call(app, seats[3], { method: 'GET', url: `/api/parties/tours/${gameId}/tours?compact=true` })
    ).json();
    expect(history.tours).toEqual(afterUndo.history.map(entered));

    // Finish: no stick left on the table, so the scores stay as they are (§3).
    const finished = await call(app, seats[0], { method: 'POST', url: `/api/parties/${gameId}/finish` });
    expect(finished.statusCode).toBe(200);
    expect(finished.json().scores).toEqual(bySeat(ids, [21000, 17400, 18800, 62800]));
    const expected = finishGame(afterUndo.state as GameState);
    if (!expected.ok) throw new Error(expected.error);
    expect(stateOf(finished.json())).toEqual(expected.next);
    expect(Object.values(finished.json().scores as Record<string, number>).reduce((s, v) => s + v, 0)).toBe(
      120000,
    );
    expect(finished.json()).toEqual(expect.objectContaining({ etat: 'terminé', nb_tours: sent.length }));
  });

  it('a manual game is stored finished with the scores as entered', async () => {
    const scores = { [ids[0]!]: 52300, [ids[1]!]: 31000, [ids[2]!]: 22100, [ids[3]!]: 14600 };
    const created = await call(app, seats[0], {
      method: 'POST',
      url: '/api/parties/manuelle',
      payload: { joueurs: ids, scores, date_debut: '2025-09-20T10:00:00.000Z' },
    });
    expect(created.statusCode).toBe(201);
    const game = (
      await call(app, seats[3], { method: 'GET', url: `/api/parties/${created.json().id}` })
    ).json();
    expect(game).toEqual(expect.objectContaining({ scores, etat: 'terminé', nb_tours: 0, riichi_stack: 0 }));
    expect(
      (await call(app, seats[3], { method: 'GET', url: `/api/parties/tours/${game.id}/tours` })).json(),
    ).toEqual({ tours: [] });
  });

  it('a tournament from creation to results, reopened, with a deleted game', async () => {
    const admin = await registerUser(app);
    const t = (
      await call(app, admin, {
        method: 'POST',
        url: '/api/tournois/',
        payload: {
          nom: 'Open de Paris',
          date_debut: '2025-09-20',
          classement_visible: false,
          regles: 'classic',
          joueurs: ids,
        },
      })
    ).json();

    // A hand-by-hand game with a chombo, a manual game, and a game that will be deleted.
    const played = (
      await call(app, seats[0], {
        method: 'POST',
        url: '/api/parties/',
        payload: { joueurs: ids, tournois_id: t.id },
      })
    ).json().id;
    const rounds = [tsumo([ids[1]!, 3, 30], [ids[2]!]), chombo(ids[3]!), draw([ids[0]!], [ids[0]!])];
    for (const [index, round] of rounds.entries()) {
      expect(
        (
          await call(app, seats[0], {
            method: 'POST',
            url: `/api/parties/tours/${played}`,
            payload: { ...round, index },
          })
        ).statusCode,
      ).toBe(201);
    }
    const manualScores = [40000, 35000, 25000, 20000];
    const manual = (
      await call(app, seats[1], {
        method: 'POST',
        url: '/api/parties/manuelle',
        payload: {
          joueurs: ids,
          scores: Object.fromEntries(ids.map((id, i) => [id, manualScores[i]])),
          tournoi_id: t.id,
        },
      })
    ).json().id;
    // Final scores entered by a plain player count once the admin has validated them.
    const validated = await call(app, admin, { method: 'POST', url: `/api/parties/${manual}/validation` });
    expect(validated.json()).toEqual(expect.objectContaining({ a_valider: false, validee_par: admin.id }));
    const doomed = (
      await call(app, admin, {
        method: 'POST',
        url: '/api/parties/manuelle',
        payload: {
          joueurs: ids,
          scores: Object.fromEntries(ids.map((id, i) => [id, [90000, 10000, 10000, 10000][i]])),
          tournoi_id: t.id,
        },
      })
    ).json().id;

    // The admin deletes a game: it leaves the list and the ranking.
    const deleted = await call(app, admin, {
      method: 'DELETE',
      url: `/api/tournois/${t.id}/parties/${doomed}`,
    });
    expect(deleted.json().parties.sort()).toEqual([played, manual].sort());

    // Masked ranking while running: players see null.
    expect(
      (await call(app, seats[2], { method: 'GET', url: `/api/tournois/${t.id}/classement` })).json()
        .classement,
    ).toBeNull();

    // Finishing the tournament finishes the running game (its table stick goes to first place).
    const finished = await call(app, admin, {
      method: 'PATCH',
      url: `/api/tournois/${t.id}/etat`,
      payload: { new_state: 'terminé' },
    });
    expect(finished.json()).toEqual({ etat: 'terminé', date_fin: expect.any(String) });
    const playedGame = (await call(app, seats[0], { method: 'GET', url: `/api/parties/${played}` })).json();
    expect(playedGame.etat).toBe('terminé');
    // By hand: b tsumo 3 han 30 fu (base 960: dealer a 2000, c and d 1000) plus c's stick; the chombo
    // moves nothing; a alone tenpai (+3000 / −1000 each) and leaves a stick, which goes to first place b.
    expect(playedGame.scores).toEqual(bySeat(ids, [30000, 35000, 27000, 28000]));
    // A player made that game up: it counts once the admin has validated it.
    expect(playedGame.a_valider).toBe(true);
    expect(
      (await call(app, admin, { method: 'POST', url: `/api/parties/${played}/validation` })).statusCode,
    ).toBe(200);

    // Results: the domain's result of each finished game, summed, ÷ 1000.
    const replay = replayGame(ids, rounds);
    if (!replay.ok) throw new Error(replay.error);
    const playedResult = gameResult({
      scores: replay.state.scores,
      riichi_stack: replay.state.riichi_stack,
      chombos: { [ids[3]!]: 1 },
    });
    const manualResult = gameResult({
      scores: Object.fromEntries(ids.map((id, i) => [id, manualScores[i]!])),
    });
    if (!playedResult.ok || !manualResult.ok) throw new Error('résultat');
    const expectedRanking = Object.fromEntries(
      ids.map((id) => [id, toRankingPoints(playedResult.result[id]! + manualResult.result[id]!)]),
    );
    const ranking = async () =>
      (await call(app, seats[2], { method: 'GET', url: `/api/tournois/${t.id}/classement` })).json();
    // Finishing does not publish the hidden ranking: the admin does.
    // A player still sees their own total.
    expect(await ranking()).toEqual({
      classement: null,
      classement_visible: false,
      rangs: null,
      mon_total: expectedRanking[seats[2]!.id],
    });
    await call(app, admin, {
      method: 'PATCH',
      url: `/api/tournois/${t.id}/classement-visible`,
      payload: { visible: true },
    });
    const results = await ranking();
    // By hand (§6: score − 30000 + uma 15000 / 5000 / −5000 / −15000 − 20000 per chombo, summed ÷ 1000):
    // played game b +20 (1st), a +5 (2nd), d −27 (3rd, with the chombo), c −18 (4th);
    // manual game a +25, b +10, c −10, d −25; the deleted game counts for nothing. a and b tie: they
    // share first place (the default tie-break).
    expect(results).toEqual({
      classement: expectedRanking,
      classement_visible: true,
      rangs: bySeat(ids, [1, 1, 3, 4]),
      version: expect.any(String),
    });
    expect(results.classement).toEqual(bySeat(ids, [30, 30, -28, -52]));

    // Reopen: date_fin back to null; finished games stay finished; new games allowed again.
    const reopened = await call(app, admin, {
      method: 'PATCH',
      url: `/api/tournois/${t.id}/etat`,
      payload: { new_state: 'en cours' },
    });
    expect(reopened.json()).toEqual({ etat: 'en cours', date_fin: null });
    expect((await call(app, seats[0], { method: 'GET', url: `/api/parties/${played}` })).json().etat).toBe(
      'terminé',
    );
    const tournament = (await call(app, seats[0], { method: 'GET', url: `/api/tournois/${t.id}` })).json();
    expect(tournament).toEqual(expect.objectContaining({ etat: 'en cours', date_fin: null }));
  });
});
