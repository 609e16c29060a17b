/**
 * The public screen's live stream through the API slice, against the real server: a store without a
 * session follows `livePublicScreen(jeton)`, and each `ecran` event replaces the cached screen with a new
 * answer time (the ronde's clock counts from it), without reading `GET /public/ecrans/{jeton}` again.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { ron } from '@mj/domain/testing';
import { gamesApi } from '../src/endpoints/games';
import { liveApi } from '../src/endpoints/live';
import { rondesApi } from '../src/endpoints/rondes';
import { roundsApi } from '../src/endpoints/rounds';
import { tournamentsApi } from '../src/endpoints/tournaments';
import { signUpTable, until, useRealServer, type Session } from './real-server';
import { disposeStores, makeTestStore, type RootStateOf } from './store';

let admin: Session;
let ids: string[];

beforeAll(async () => {
  useRealServer();
  const table = await signUpTable('Ecran');
  ({ ids } = table);
  admin = table.players[0]!;
});
afterAll(disposeStores);

const screenOf = (jeton: string) => (s: RootStateOf) => rondesApi.endpoints.getPublicScreen.select(jeton)(s);

describe('livePublicScreen against the real server', () => {
  it('writes each new screen into the cache with its arrival time, and says when the stream is up', async () => {
    const { store } = admin;
    const tournament = await store
      .dispatch(
        tournamentsApi.endpoints.createTournament.initiate({
          nom: 'Écran en direct',
          date_debut: '2026-11-22',
          // Shown: a hidden ranking keeps the tables' scores off the screen too.
          classement_visible: true,
          regles: 'classic',
          joueurs: ids,
        }),
      )
      .unwrap();
    const { id: gameId } = await store
      .dispatch(gamesApi.endpoints.createGame.initiate({ joueurs: ids, tournois_id: tournament.id }))
      .unwrap();
    const { jeton } = await store.dispatch(rondesApi.endpoints.openScreen.initiate(tournament.id)).unwrap();

    // Counts the projector's reads of the screen (fetch still goes to the server).
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const screenReads = () =>
      fetchSpy.mock.calls.filter(([input]) =>
        String(input instanceof Request ? input.url : input).endsWith(`/public/ecrans/${jeton}`),
      ).length;
    // The projector: no session at all.
    const projector = makeTestStore();
    projector.store.dispatch(rondesApi.endpoints.getPublicScreen.initiate(jeton));
    projector.store.dispatch(liveApi.endpoints.livePublicScreen.initiate(jeton));
    await until(
      projector.store,
      (s) => liveApi.endpoints.livePublicScreen.select(jeton)(s).data?.direct === true,
      'stream open',
    );
    await until(projector.store, (s) => screenOf(jeton)(s).data?.tables.length === 1, 'screen read');
    const reads = screenReads();
    const before = screenOf(jeton)(projector.store.getState()).fulfilledTimeStamp!;

    // South (ids[1]) wins by ron on West, 3 han 30 fu: 3 900 from West (rules-classic.md), by hand.
    await store
      .dispatch(
        roundsApi.endpoints.addRound.initiate({
          gameId,
          round: ron([[ids[1]!, 3, 30]], ids[2]!),
          index: 0,
        }),
      )
      .unwrap();
    await until(
      projector.store,
      (s) => screenOf(jeton)(s).data?.tables[0]?.tour_actuel === 2,
      'the new round on the screen',
    );
    const after = screenOf(jeton)(projector.store.getState());
    expect(after.data?.tables[0]?.joueurs.map((player) => player.score)).toEqual([
      30000, 33900, 26100, 30000,
    ]);
    expect(after.fulfilledTimeStamp).toBeGreaterThan(before);
    // Written from the event: the screen was not read again.
    expect(screenReads()).toBe(reads);
    fetchSpy.mockRestore();
  });
});
