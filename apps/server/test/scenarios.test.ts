/**
 * Whole stories through HTTP: a game played hand by hand whose every state matches the domain's replay
 * (undo and finish included), and a tournament from creation to results, reopening and a deleted game.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { finishGame, gameResult, replayGame, toRankingPoints, type GameState } from '@mj/domain';
import type { FastifyInstance } from 'fastify';
import { backends, buildTestApp, call, registerUser, registerUsers, type TestUser } from './helper';
import { chombo, draw, ron, tsumo, type RoundBody } from './rounds';

const stateOf = (game: Record<string, unknown>) => ({
  joueurs: game.joueurs,
  scores: game.scores,
  vent: game.vent,
  tour_actuel: game.tour_actuel,
  dealer_stack: game.dealer_stack,
  riichi_stack: game.riichi_stack,
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
    const script: RoundBody[] = [
      tsumo(a, 2, 30, [a]), // dealer tsumo with riichi: dealer keeps, honba 1
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
      tsumo(d, 13, 20), // yakuman
      draw([a]),
      tsumo(b, 4, 30),
    ];
    const sent: RoundBody[] = [];
    for (const round of script) {
      const response = await call(app, seats[1], {
        method: 'POST',
        url: `/api/parties/tours/${gameId}`,
        payload: { ...round, index: sent.length },
      });
      expect(response.statusCode).toBe(201);
      sent.push(round);
      const replay = replayGame(ids, sent);
      if (!replay.ok) throw new Error(replay.error);
      expect(stateOf(response.json().partie)).toEqual(replay.state);
      expect(response.json().entry).toEqual(replay.history.at(-1));
    }

    // Undo: the state is the replay of one fewer round.
    const undone = await call(app, seats[2], { method: 'DELETE', url: `/api/parties/tours/${gameId}/last` });
    expect(undone.statusCode).toBe(200);
    const afterUndo = replayGame(ids, sent.slice(0, -1));
    if (!afterUndo.ok) throw new Error(afterUndo.error);
    expect(stateOf(undone.json().partie)).toEqual(afterUndo.state);
    sent.pop();

    const history = (
      await call(app, seats[3], { method: 'GET', url: `/api/parties/tours/${gameId}/tours?compact=true` })
    ).json();
    expect(history.tours).toEqual(afterUndo.history);

    // Finish: leftover sticks to first place, exactly as the domain settles them.
    const finished = await call(app, seats[0], { method: 'POST', url: `/api/parties/${gameId}/finish` });
    expect(finished.statusCode).toBe(200);
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
    const rounds = [tsumo(ids[1]!, 3, 30, [ids[2]!]), chombo(ids[3]!), draw([ids[0]!], [ids[0]!])];
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
    const results = (
      await call(app, seats[2], { method: 'GET', url: `/api/tournois/${t.id}/classement` })
    ).json();
    expect(results).toEqual({ classement: expectedRanking, classement_visible: false });
    // The chombo cost its offender 20 points.
    expect(playedResult.result[ids[3]!]).toBeLessThan(-20000);

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
