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

it('leaves a games list whose read is under way to that read, and reads it again after', async () => {
  const ranking: RankingResponse = {
    classement: { a: 0 },
    classement_visible: true,
    rangs: { a: 1 },
    version: 'v1',
  };
  let answerHeldRead: () => void = () => undefined;
  let listReads = 0;
  let streams = 0;
  local = await startLocalServer((request, response) => {
    if (request.url.endsWith('/parties')) {
      listReads += 1;
      const send = (games: TournamentGame[]) => {
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(games));
      };
      // The first read was asked before the Wi-Fi drop: it answers the older state, after the reprise.
      if (listReads === 1) answerHeldRead = () => send([game('g1', 0), game('g2', 0)]);
      else send([game('g1', 0), game('g2', 1)]);
      return;
    }
    streams += 1;
    response.writeHead(200, { 'Content-Type': 'text/event-stream' });
    if (streams === 1) {
      event(
        response,
        'instantane',
        { parties: [game('g1', 0), game('g2', 0)], classement: ranking },
        'etat-1',
      );
      response.end();
      return;
    }
    event(response, 'reprise', { parties: [game('g2', 1)], supprimees: [], classement: ranking }, 'etat-2');
    setTimeout(() => answerHeldRead(), 200);
  });
  setApiBaseUrl(local.url);
  const { store } = makeTestStore({ token: 'jeton' });
  await store.dispatch(tournamentsApi.util.upsertQueryData('getRanking', 't-1', ranking));
  // The page's list read, still under way when the reprise comes.
  const list = store.dispatch(tournamentsApi.endpoints.getTournamentGames.initiate('t-1'));
  const live = store.dispatch(liveApi.endpoints.liveTournament.initiate('t-1'));
  const games = () => tournamentsApi.endpoints.getTournamentGames.select('t-1')(store.getState()).data;
  const deadline = Date.now() + 3_000;
  while ((listReads < 2 || games()?.[1]?.nb_tours !== 1) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 20));

  // Read again after the older answer: the page ends on the state the reprise named.
  expect(listReads).toBe(2);
  expect(games()).toEqual([game('g1', 0), game('g2', 1)]);
  list.unsubscribe();
  live.unsubscribe();
});
