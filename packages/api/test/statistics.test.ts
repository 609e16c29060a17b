import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { tsumo } from '@mj/domain/testing';
import { gamesApi } from '../src/endpoints/games';
import { roundsApi } from '../src/endpoints/rounds';
import { statisticsApi } from '../src/endpoints/statistics';
import { tournamentsApi } from '../src/endpoints/tournaments';
import { signUpTable, until, useRealServer } from './real-server';
import type { Session } from './real-server';
import { disposeStores } from './store';
import type { RootStateOf } from './store';

let admin: Session;
let ids: string[];

beforeAll(async () => {
  useRealServer();
  const table = await signUpTable('Stats');
  ({ ids } = table);
  admin = table.players[0] as Session;
});
afterAll(disposeStores);

const endpoints = statisticsApi.endpoints;
const statsOf = (userId: string) => (s: RootStateOf) => endpoints.getPlayerStatistics.select(userId)(s).data;
const highlightsOf = (tournamentId: string) => (s: RootStateOf) =>
  endpoints.getTournamentHighlights.select(tournamentId)(s).data;

describe('statistics against the real server', () => {
  it("finishing a tournament game refreshes a player's statistics and the tournament's highlights", async () => {
    const { store } = admin;
    const winner = ids[2] as string;
    const tournament = await store
      .dispatch(
        tournamentsApi.endpoints.createTournament.initiate({
          nom: 'Tournoi des stats',
          date_debut: '2026-03-01',
          classement_visible: true,
          regles: 'classic',
          joueurs: ids,
        }),
      )
      .unwrap();
    await Promise.all([
      store.dispatch(endpoints.getPlayerStatistics.initiate(winner)),
      store.dispatch(endpoints.getTournamentHighlights.initiate(tournament.id)),
    ]);
    expect(statsOf(winner)(store.getState())).toMatchObject({ user_id: winner, parties: 0, serie: [] });
    expect(highlightsOf(tournament.id)(store.getState())?.faits_marquants?.main_max).toBeNull();

    const { id: gameId } = await store
      .dispatch(gamesApi.endpoints.createGame.initiate({ joueurs: ids, tournois_id: tournament.id }))
      .unwrap();
    // The third seat's tsumo 4 han 40 fu: mangan, 4 000 from the dealer and 2 000 from each other.
    await store
      .dispatch(roundsApi.endpoints.addRound.initiate({ gameId, round: tsumo([winner, 4, 40]), index: 0 }))
      .unwrap();
    await store.dispatch(gamesApi.endpoints.finishGame.initiate(gameId)).unwrap();

    await until(store, (s) => statsOf(winner)(s)?.parties === 1, 'statistics refetched');
    // 38 000 alone first: +8 + 15 uma.
    expect(statsOf(winner)(store.getState())).toMatchObject({
      places: [1, 0, 0, 0],
      points: 23,
      victoires: 1,
      tsumo: 1,
      main_max: { points: 8000, han: 4, fu: 40, partie_id: gameId },
    });
    await until(
      store,
      (s) => highlightsOf(tournament.id)(s)?.faits_marquants?.main_max?.user_id === winner,
      'highlights refetched',
    );
  });
});
