/**
 * A tournament stream resumed (docs/api-contract.md, "Live updates"): `liveTournament` reconnects with
 * the last event's `id:` as `Last-Event-ID`, and writes the `reprise` it gets into the cached games and
 * ranking. Against a local server that plays the tournament stream on cue.
 */
import type { ServerResponse } from 'node:http';
import { afterEach, expect, it } from '@jest/globals';
import { setApiBaseUrl, type RankingResponse, type TournamentGame } from '../src';
import { liveApi } from '../src/endpoints/live';
import { tournamentsApi } from '../src/endpoints/tournaments';
import { startLocalServer } from './local-server';
import { disposeStores, makeTestStore } from './store';

let local: Awaited<ReturnType<typeof startLocalServer>> | undefined;
afterEach(async () => {
  disposeStores();
  await local?.close();
  local = undefined;
});

const game = (id: string, nb_tours: number) => ({ id, nom: id, nb_tours }) as unknown as TournamentGame;
const event = (response: ServerResponse, name: string, data: unknown, id: string) =>
  response.write(`id: ${id}\nevent: ${name}\ndata: ${JSON.stringify(data)}\n\n`);

it('reconnects with the last event’s id and writes the games and the ranking change of its reprise', async () => {
  const ranking: RankingResponse = {
    classement: { a: 1, b: -1 },
    classement_visible: true,
    rangs: { a: 1, b: 2 },
    version: 'v1',
  };
  local = await startLocalServer((request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/event-stream' });
    if (local?.seen.length === 1) {
      // The first stream: the whole state, then the Wi-Fi drops.
      event(
        response,
        'instantane',
        { parties: [game('g1', 0), game('g2', 0), game('g3', 0)], classement: ranking },
        'etat-1',
      );
      response.end();
      return;
    }
    // Back: what changed since `etat-1` only (g2 played, g3 deleted, b passed a); the stream stays open.
    event(
      response,
      'reprise',
      {
        parties: [game('g2', 1)],
        supprimees: ['g3'],
        classement_maj: { de: 'v1', vers: 'v2', classement: { b: 3 }, rangs: { a: 2, b: 1 } },
      },
      'etat-2',
    );
  });
  setApiBaseUrl(local.url);
  const { store } = makeTestStore({ token: 'jeton' });
  // The page holds the games and the ranking (their reads already answered).
  await store.dispatch(tournamentsApi.util.upsertQueryData('getTournamentGames', 't-1', []));
  await store.dispatch(tournamentsApi.util.upsertQueryData('getRanking', 't-1', ranking));
  const live = store.dispatch(liveApi.endpoints.liveTournament.initiate('t-1'));
  const games = () => tournamentsApi.endpoints.getTournamentGames.select('t-1')(store.getState()).data;
  const deadline = Date.now() + 10_000;
  while (games()?.length !== 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));

  expect(local.seen.map((request) => request.headers['last-event-id'])).toEqual([undefined, 'etat-1']);
  expect(games()).toEqual([game('g1', 0), game('g2', 1)]);
  expect(tournamentsApi.endpoints.getRanking.select('t-1')(store.getState()).data).toEqual({
    classement: { a: 1, b: 3 },
    classement_visible: true,
    rangs: { a: 2, b: 1 },
    version: 'v2',
  });
  live.unsubscribe();
});
