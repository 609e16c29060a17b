/**
 * Live updates (endpoints/live.ts) against the real server's streams: a subscribed game follows the
 * rounds another player enters, a tournament's pages are made stale by its events, and the cached
 * `direct` flag says when the stream is up (pages poll only while it is down).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { tsumo } from '@mj/domain/testing';
import { type Tournament } from '../src';
import { gamesApi } from '../src/endpoints/games';
import { liveApi, tagsForTournamentEvent } from '../src/endpoints/live';
import { roundsApi } from '../src/endpoints/rounds';
import { tournamentsApi } from '../src/endpoints/tournaments';
import { fetchCount, signUpTable, until, useRealServer, type Session } from './real-server';
import { disposeStores, type RootStateOf } from './store';

let table: Session[];
let ids: string[];

beforeAll(async () => {
  useRealServer();
  ({ players: table, ids } = await signUpTable('Direct'));
});
afterAll(disposeStores);

const direct =
  (endpoint: 'liveGame' | 'liveTournament', id: string) =>
  (s: RootStateOf): boolean | undefined =>
    liveApi.endpoints[endpoint].select(id)(s).data?.direct;

describe('liveGame against the real server', () => {
  it('opens the stream, writes the rounds another player enters into the cached game, and closes with its last subscriber', async () => {
    const [east, south] = table as [Session, Session];
    const { id } = await east.store
      .dispatch(gamesApi.endpoints.createGame.initiate({ joueurs: ids }))
      .unwrap();
    await east.store.dispatch(gamesApi.endpoints.getGame.initiate(id)).unwrap();
    const live = east.store.dispatch(liveApi.endpoints.liveGame.initiate(id));
    await until(east.store, (s) => direct('liveGame', id)(s) === true, 'stream of the game open');
    const historyFetches = fetchCount(east.actions, roundsApi.endpoints.getRounds);

    // East dealt and tsumo 1 han 30 fu: 500 from each, 1 500 (scores written by hand).
    await south.store
      .dispatch(
        roundsApi.endpoints.addRound.initiate({ gameId: id, round: tsumo([ids[0]!, 1, 30]), index: 0 }),
      )
      .unwrap();
    const game = (s: RootStateOf) => gamesApi.endpoints.getGame.select(id)(s).data;
    await until(east.store, (s) => game(s)?.nb_tours === 1, 'the event wrote the game into the cache');
    expect(game(east.store.getState())?.scores).toEqual({
      [ids[0]!]: 31500,
      [ids[1]!]: 29500,
      [ids[2]!]: 29500,
      [ids[3]!]: 29500,
    });
    // East's cache was written by the event, not refetched: the game query answered only once.
    expect(fetchCount(east.actions, gamesApi.endpoints.getGame)).toBe(1);
    expect(fetchCount(east.actions, roundsApi.endpoints.getRounds)).toBe(historyFetches);

    live.unsubscribe();
    await until(
      east.store,
      (s) => liveApi.endpoints.liveGame.select(id)(s).data === undefined,
      'the stream entry is gone with its last subscriber',
    );
  });
});

describe('liveTournament against the real server', () => {
  let tournament: Tournament;

  beforeAll(async () => {
    tournament = await table[0]!.store
      .dispatch(
        tournamentsApi.endpoints.createTournament.initiate({
          nom: 'Tournoi en direct',
          date_debut: '2025-09-20',
          classement_visible: true,
          regles: 'classic',
          joueurs: ids,
        }),
      )
      .unwrap();
  });

  it('reads the games again when one is created elsewhere, and writes the ranking from the event', async () => {
    const [admin, south] = table as [Session, Session];
    const { store, actions } = south;
    await store.dispatch(tournamentsApi.endpoints.getTournamentGames.initiate(tournament.id)).unwrap();
    await store.dispatch(tournamentsApi.endpoints.getRanking.initiate(tournament.id)).unwrap();
    const live = store.dispatch(liveApi.endpoints.liveTournament.initiate(tournament.id));
    await until(store, (s) => direct('liveTournament', tournament.id)(s) === true, 'tournament stream open');
    const gamesFetched = fetchCount(actions, tournamentsApi.endpoints.getTournamentGames);
    const rankingFetched = fetchCount(actions, tournamentsApi.endpoints.getRanking);

    const { id } = await admin.store
      .dispatch(gamesApi.endpoints.createGame.initiate({ joueurs: ids, tournois_id: tournament.id }))
      .unwrap();
    const games = (s: RootStateOf) =>
      tournamentsApi.endpoints.getTournamentGames.select(tournament.id)(s).data;
    await until(store, (s) => games(s)?.length === 1, 'the games read again after the event');
    expect(fetchCount(actions, tournamentsApi.endpoints.getTournamentGames)).toBe(gamesFetched + 1);

    // A round entered at the table: the game in the list and the ranking come with the event, no read.
    // East dealt and tsumo 1 han 30 fu: 500 from each, 1 500 (scores written by hand).
    await admin.store
      .dispatch(
        roundsApi.endpoints.addRound.initiate({ gameId: id, round: tsumo([ids[0]!, 1, 30]), index: 0 }),
      )
      .unwrap();
    await until(store, (s) => games(s)?.[0]?.nb_tours === 1, 'the event wrote the game into the list');
    expect(games(store.getState())?.[0]?.scores).toEqual({
      [ids[0]!]: 31500,
      [ids[1]!]: 29500,
      [ids[2]!]: 29500,
      [ids[3]!]: 29500,
    });
    expect(fetchCount(actions, tournamentsApi.endpoints.getTournamentGames)).toBe(gamesFetched + 1);
    expect(fetchCount(actions, tournamentsApi.endpoints.getRanking)).toBe(rankingFetched);
    const cachedRanking = (s: RootStateOf) =>
      tournamentsApi.endpoints.getRanking.select(tournament.id)(s).data;
    expect(cachedRanking(store.getState())).toEqual({
      classement: {},
      classement_visible: true,
      rangs: {},
      version: expect.any(String),
    });

    // Finished (the admin's game counts at once): the event carries only what changed, applied to the
    // cached ranking, which is then what GET answers. Classic rules (30 000 / 30 000, uma 15/5/−5/−15):
    // East (31 500 − 30 000) / 1 000 + 15 = 16.5; the three others tied at 29 500 share places 2 to 4,
    // −0.5 + (5 − 5 − 15) / 3 = −5.5 each.
    const version = cachedRanking(store.getState())?.version;
    await admin.store.dispatch(gamesApi.endpoints.finishGame.initiate(id)).unwrap();
    await until(store, (s) => cachedRanking(s)?.version !== version, 'the change applied to the ranking');
    expect(fetchCount(actions, tournamentsApi.endpoints.getRanking)).toBe(rankingFetched);
    const asRead = await admin.store
      .dispatch(tournamentsApi.endpoints.getRanking.initiate(tournament.id, { forceRefetch: true }))
      .unwrap();
    expect(cachedRanking(store.getState())).toEqual(asRead);
    expect(asRead.classement).toEqual({ [ids[0]!]: 16.5, [ids[1]!]: -5.5, [ids[2]!]: -5.5, [ids[3]!]: -5.5 });

    // A cached ranking of another version than the change starts from is read again, not patched.
    store.dispatch(
      tournamentsApi.util.updateQueryData('getRanking', tournament.id, (ranking) => {
        ranking.version = 'une autre';
      }),
    );
    await admin.store
      .dispatch(gamesApi.endpoints.createGame.initiate({ joueurs: ids, tournois_id: tournament.id }))
      .unwrap();
    await until(
      store,
      (s) => cachedRanking(s)?.version === asRead.version,
      'the ranking read again after a change it could not take',
    );
    expect(fetchCount(actions, tournamentsApi.endpoints.getRanking)).toBe(rankingFetched + 1);
    live.unsubscribe();
  });
});

describe('tagsForTournamentEvent', () => {
  const t = 't-1';
  const games = [
    { type: 'TournamentGames', id: t },
    { type: 'Ranking', id: t },
  ];
  it.each([
    ['partie', games],
    ['ronde', [...games, { type: 'Rondes', id: t }]],
    [
      'joueurs',
      [
        { type: 'Tournament', id: t },
        { type: 'TournamentPlayers', id: t },
        { type: 'Registration', id: t },
      ],
    ],
    [
      'classement',
      [
        { type: 'Tournament', id: t },
        { type: 'Ranking', id: t },
        // A penalty moves the ranking: the penalties list follows it.
        { type: 'Penalties', id: t },
      ],
    ],
    ['etat', [...games, { type: 'Tournament', id: t }, { type: 'Tournaments', id: 'LIST' }]],
  ] as const)('« %s » makes its views stale', (raison, tags) => {
    expect(tagsForTournamentEvent(t, raison)).toEqual(tags);
  });
});
