/**
 * Live updates (docs/api-contract.md, "Live updates"): what each stream sends and when, who may open it,
 * and when it closes. Streams are read over a real socket, as the web app reads them.
 */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { TournamentEvent, TournamentResume, TournamentSnapshot } from '@mj/contract';
import { LiveRanking } from '@mj/server-harness/live-ranking';
import type { BusEvent } from '../../src/events/bus';
import {
  backends,
  buildTestApp,
  call,
  createTournament,
  expectError,
  freshPostgresDatabase,
  registerUser,
  registerUsers,
  TEST_JWT_SECRET,
  type TestUser,
  tournamentCast,
} from '../helper';
import { baseUrl, openStream, openTournamentStream } from '../live';
import { MAX_BUFFERED_BYTES } from '../../src/events/sse';
import { ron, tsumo } from '@mj/domain/testing';
import { freePort, killed, send, startServer, type RunningServer } from '../server-process';

interface Game {
  id: string;
  nb_tours: number;
  scores: Record<string, number>;
  etat: string;
}

describe.each(backends)('live updates (%s)', (backend) => {
  const cast = tournamentCast(backend, 4, 'direct');

  const newGame = async (tournamentId?: string, creator = cast.players[0]) => {
    const response = await call(cast.app, creator, {
      method: 'POST',
      url: '/api/parties/',
      payload: { joueurs: cast.ids, ...(tournamentId ? { tournois_id: tournamentId } : {}) },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  };
  const newTournament = () =>
    createTournament(cast.app, cast.admin, {
      nom: 'Tournoi en direct',
      date_debut: '2026-11-22',
      classement_visible: false,
      joueurs: cast.ids,
    });
  const postRound = (gameId: string, body: object, as: TestUser = cast.players[1]!) =>
    call(cast.app, as, { method: 'POST', url: `/api/parties/tours/${gameId}`, payload: body });

  describe('a game stream', () => {
    it('starts with the game, then sends it after every change; a refused write sends nothing', async () => {
      const gameId = await newGame();
      const stream = await openStream(cast.app, `/api/parties/${gameId}/evenements`, cast.players[2]);
      expect(stream.status).toBe(200);
      expect(stream.contentType).toBe('text/event-stream; charset=utf-8');
      const first = await stream.next();
      expect(first).toEqual({ event: 'partie', data: expect.objectContaining({ id: gameId, nb_tours: 0 }) });

      // East (players[0]) wins by tsumo, 3 han 30 fu: 2000 from each other seat (6000 all), by hand.
      expect((await postRound(gameId, tsumo([cast.ids[0]!, 3, 30]))).statusCode).toBe(201);
      const afterRound = (await stream.next()).data as Game;
      expect(afterRound.nb_tours).toBe(1);
      expect(afterRound.scores).toEqual({
        [cast.ids[0]!]: 36000,
        [cast.ids[1]!]: 28000,
        [cast.ids[2]!]: 28000,
        [cast.ids[3]!]: 28000,
      });

      // Refused: a stale index (409), an invalid round (422), a stranger (403). None of them is sent.
      expect((await postRound(gameId, { ...tsumo([cast.ids[1]!, 1, 30]), index: 0 })).statusCode).toBe(409);
      expect((await postRound(gameId, { ...tsumo([cast.ids[1]!, 1, 30]), han: {} })).statusCode).toBe(422);
      expect((await postRound(gameId, tsumo([cast.ids[1]!, 1, 30]), cast.stranger)).statusCode).toBe(403);

      expect(
        (
          await call(cast.app, cast.players[3], {
            method: 'DELETE',
            url: `/api/parties/tours/${gameId}/last`,
          })
        ).statusCode,
      ).toBe(200);
      expect(await stream.next()).toEqual({
        event: 'partie',
        data: expect.objectContaining({ nb_tours: 0 }),
      });

      expect(
        (await call(cast.app, cast.players[0], { method: 'POST', url: `/api/parties/${gameId}/finish` }))
          .statusCode,
      ).toBe(200);
      expect(await stream.next()).toEqual({
        event: 'partie',
        data: expect.objectContaining({ etat: 'terminé' }),
      });
      stream.close();
    });

    it('a replayed Idempotency-Key changes nothing and sends nothing', async () => {
      const gameId = await newGame();
      const stream = await openStream(cast.app, `/api/parties/${gameId}/evenements`, cast.players[0]);
      await stream.next();
      const headers = { 'idempotency-key': 'cle-unique-1' };
      const round = ron([[cast.ids[1]!, 2, 40]], cast.ids[3]!);
      for (let i = 0; i < 2; i += 1) {
        expect(
          (
            await call(cast.app, cast.players[1], {
              method: 'POST',
              url: `/api/parties/tours/${gameId}`,
              payload: round,
              headers,
            })
          ).statusCode,
        ).toBe(201);
      }
      expect(((await stream.next()).data as Game).nb_tours).toBe(1);
      expect((await postRound(gameId, tsumo([cast.ids[2]!, 1, 30]))).statusCode).toBe(201);
      // The next event is the second round's: the replay sent none.
      expect(((await stream.next()).data as Game).nb_tours).toBe(2);
      stream.close();
    });

    it('never sends a write its first state already shows (an event that reached the process late)', async () => {
      const gameId = await newGame();
      expect((await postRound(gameId, tsumo([cast.ids[2]!, 1, 30]))).statusCode).toBe(201);
      const stream = await openStream(cast.app, `/api/parties/${gameId}/evenements`, cast.players[0]);
      expect(((await stream.next()).data as Game).nb_tours).toBe(1);
      // The creation's event and the first round's (the write found version 0), as a second process's
      // NOTIFY may bring them after the stream opened.
      await cast.app.events.publish([
        { type: 'partie', gameId, tournamentId: null, depuis: -1 },
        { type: 'partie', gameId, tournamentId: null, depuis: 0 },
      ]);
      expect((await postRound(gameId, tsumo([cast.ids[2]!, 1, 30]))).statusCode).toBe(201);
      expect(((await stream.next()).data as Game).nb_tours).toBe(2);
      stream.close();
    });

    it('sends every write once, even one that leaves the game as it was', async () => {
      const gameId = await newGame();
      const round = tsumo([cast.ids[2]!, 1, 30]);
      expect((await postRound(gameId, round)).statusCode).toBe(201);
      const stream = await openStream(cast.app, `/api/parties/${gameId}/evenements`, cast.players[0]);
      expect(((await stream.next()).data as Game).nb_tours).toBe(1);
      // The first round corrected to itself: nothing the reader sees changes, but the write happened.
      const corrected = await call(cast.app, cast.players[1], {
        method: 'PUT',
        url: `/api/parties/tours/${gameId}/0`,
        payload: { ...round, nb_tours: 1 },
      });
      expect(corrected.statusCode).toBe(200);
      expect(await stream.next()).toEqual({
        event: 'partie',
        data: expect.objectContaining({ id: gameId, nb_tours: 1 }),
      });
      // Two writes' events arriving together (an undo and the round entered again, as a burst of
      // NOTIFYs brings them): one event each, though both carry the same newest state.
      const { version } = (await cast.app.repos.games.find(gameId))!;
      await cast.app.events.publish([
        { type: 'partie', gameId, tournamentId: null, depuis: version },
        { type: 'partie', gameId, tournamentId: null, depuis: version + 1 },
      ]);
      expect(((await stream.next()).data as Game).nb_tours).toBe(1);
      expect(((await stream.next()).data as Game).nb_tours).toBe(1);
      stream.close();
    });

    it('is authorised like reading the game: 401 without a session, 404 unknown, 403 for a stranger', async () => {
      const gameId = await newGame();
      expectError(
        await call(cast.app, undefined, { method: 'GET', url: `/api/parties/${gameId}/evenements` }),
        401,
      );
      expectError(
        await call(cast.app, cast.players[0], { method: 'GET', url: '/api/parties/inconnue/evenements' }),
        404,
        'Partie introuvable.',
      );
      expectError(
        await call(cast.app, cast.stranger, { method: 'GET', url: `/api/parties/${gameId}/evenements` }),
        403,
      );
    });

    it('closes when its reader logs out or deletes their account', async () => {
      const gameId = await newGame();
      const [reader, other] = [await registerUser(cast.app), await registerUser(cast.app)];
      // Each reader created a game they sit at, with three of the players.
      const created = await call(cast.app, reader, {
        method: 'POST',
        url: '/api/parties/',
        payload: { joueurs: [reader.id, ...cast.ids.slice(1)] },
      });
      const ownGame = created.json<{ id: string }>().id;
      const createdByOther = await call(cast.app, other, {
        method: 'POST',
        url: '/api/parties/',
        payload: { joueurs: [other.id, ...cast.ids.slice(1)] },
      });
      const otherGame = createdByOther.json<{ id: string }>().id;

      const loggedOut = await openStream(cast.app, `/api/parties/${ownGame}/evenements`, reader);
      const deleted = await openStream(cast.app, `/api/parties/${otherGame}/evenements`, other);
      const bystander = await openStream(cast.app, `/api/parties/${gameId}/evenements`, cast.players[0]);
      await Promise.all([loggedOut.next(), deleted.next(), bystander.next()]);

      expect((await call(cast.app, reader, { method: 'POST', url: '/api/users/logout' })).statusCode).toBe(
        204,
      );
      await loggedOut.ended();
      expect((await call(cast.app, other, { method: 'DELETE', url: '/api/users/me' })).statusCode).toBe(204);
      await deleted.ended();

      // Other readers keep their stream.
      expect((await postRound(gameId, tsumo([cast.ids[0]!, 1, 30]))).statusCode).toBe(201);
      expect(((await bystander.next()).data as Game).nb_tours).toBe(1);
      bystander.close();
    });

    it('a logout on one device closes that device’s streams only', async () => {
      const reader = await registerUser(cast.app, undefined, 'motdepasse');
      const login = await cast.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { pseudo: reader.pseudo, password: 'motdepasse' },
      });
      const token = login.json<{ token: string }>().token;
      const ownPhone: TestUser = { ...reader, token, headers: { authorization: `Bearer ${token}` } };
      const created = await call(cast.app, reader, {
        method: 'POST',
        url: '/api/parties/',
        payload: { joueurs: [reader.id, ...cast.ids.slice(1)] },
      });
      const gameId = created.json<{ id: string }>().id;
      const url = `/api/parties/${gameId}/evenements`;
      const onSharedPhone = await openStream(cast.app, url, reader);
      const onOwnPhone = await openStream(cast.app, url, ownPhone);
      await Promise.all([onSharedPhone.next(), onOwnPhone.next()]);

      expect((await call(cast.app, reader, { method: 'POST', url: '/api/users/logout' })).statusCode).toBe(
        204,
      );
      await onSharedPhone.ended();
      // The own phone's stream still sends.
      expect((await postRound(gameId, tsumo([reader.id, 1, 30]), ownPhone)).statusCode).toBe(201);
      expect(((await onOwnPhone.next()).data as Game).nb_tours).toBe(1);
      onOwnPhone.close();
    });
  });

  describe('a tournament stream', () => {
    it('tells what changed: a game, the ranking, the players, the state; a deleted game says so on its own stream', async () => {
      const tournamentId = await newTournament();
      const gameId = await newGame(tournamentId);
      const stream = await openTournamentStream(cast.app, tournamentId, cast.players[3]);
      const gameStream = await openStream(cast.app, `/api/parties/${gameId}/evenements`, cast.admin);
      await gameStream.next();

      expect((await postRound(gameId, tsumo([cast.ids[1]!, 2, 30]))).statusCode).toBe(201);
      // The game as it now is, and the ranking as this player reads it (hidden: classement_visible false).
      expect(await stream.next()).toEqual({
        event: 'tournoi',
        data: {
          raison: 'partie',
          partie_id: gameId,
          partie: expect.objectContaining({ id: gameId, nb_tours: 1 }),
          classement: { classement: null, classement_visible: false, rangs: null, mon_total: 0 },
        },
      });
      expect(await gameStream.next()).toEqual({
        event: 'partie',
        data: expect.objectContaining({ nb_tours: 1 }),
      });

      const visible = await call(cast.app, cast.admin, {
        method: 'PATCH',
        url: `/api/tournois/${tournamentId}/classement-visible`,
        payload: { visible: true },
      });
      expect(visible.statusCode).toBe(200);
      expect(await stream.next()).toEqual({ event: 'tournoi', data: { raison: 'classement' } });

      const newcomer = await registerUser(cast.app);
      const added = await call(cast.app, cast.admin, {
        method: 'POST',
        url: `/api/tournois/${tournamentId}/joueurs/add`,
        payload: JSON.stringify(newcomer.id),
        headers: { 'content-type': 'application/json' },
      });
      expect(added.statusCode).toBe(200);
      expect(await stream.next()).toEqual({ event: 'tournoi', data: { raison: 'joueurs' } });

      expect(
        (
          await call(cast.app, cast.admin, {
            method: 'DELETE',
            url: `/api/tournois/${tournamentId}/parties/${gameId}`,
          })
        ).statusCode,
      ).toBe(200);
      // Deleted: no game, the ranking without it.
      expect(await stream.next()).toEqual({
        event: 'tournoi',
        data: {
          raison: 'partie',
          partie_id: gameId,
          // Whole: the last one this stream sent was hidden.
          classement: { classement: {}, classement_visible: true, rangs: {}, version: expect.any(String) },
        },
      });
      expect(await gameStream.next()).toEqual({ event: 'supprimee', data: { id: gameId } });
      await gameStream.ended();

      const finished = await call(cast.app, cast.admin, {
        method: 'PATCH',
        url: `/api/tournois/${tournamentId}/etat`,
        payload: { new_state: 'terminé' },
      });
      expect(finished.statusCode).toBe(200);
      expect(await stream.next()).toEqual({ event: 'tournoi', data: { raison: 'etat' } });
      stream.close();
    });

    it('a game’s event carries what GET answers right after the write: the game, and each reader’s ranking', async () => {
      const tournamentId = await newTournament();
      // Created by the admin: it counts once finished (a player's would wait for confirmations).
      const gameId = await newGame(tournamentId, cast.admin);
      const player = await openTournamentStream(cast.app, tournamentId, cast.players[2]);
      const organiser = await openTournamentStream(cast.app, tournamentId, cast.admin);
      for (const round of [tsumo([cast.ids[0]!, 3, 30]), ron([[cast.ids[2]!, 2, 40]], cast.ids[1]!)])
        expect((await postRound(gameId, round)).statusCode).toBe(201);
      await Promise.all([player.next(), player.next(), organiser.next(), organiser.next()]);
      const finished = await call(cast.app, cast.players[0], {
        method: 'POST',
        url: `/api/parties/${gameId}/finish`,
      });
      expect(finished.statusCode).toBe(200);
      // Read right after the write's answer, the routes and the events agree, hidden ranking included.
      const [game, ranking, adminRanking] = await Promise.all([
        call(cast.app, cast.players[2], { method: 'GET', url: `/api/parties/${gameId}` }),
        call(cast.app, cast.players[2], { method: 'GET', url: `/api/tournois/${tournamentId}/classement` }),
        call(cast.app, cast.admin, { method: 'GET', url: `/api/tournois/${tournamentId}/classement` }),
      ]);
      const heard = (await player.next()).data as { partie: Game; classement: unknown };
      expect(heard.partie).toEqual(game.json());
      expect(heard.partie.etat).toBe('terminé');
      expect(heard.classement).toEqual(ranking.json());
      // The organiser sees the whole ranking: the event carries what changed, which gives what GET answers.
      const adminHeard = (await organiser.next()).data as { classement_maj?: { de: string; vers: string } };
      expect(adminHeard.classement_maj).toEqual(
        expect.objectContaining({
          de: expect.any(String),
          vers: adminRanking.json<{ version: string }>().version,
        }),
      );
      expect(organiser.ranking.ranking).toEqual(adminRanking.json());
      const adminTotals = adminRanking.json<{ classement: Record<string, number> }>().classement;
      // Hidden, the player hears only their own total.
      expect(heard.classement).toEqual({
        classement: null,
        classement_visible: false,
        rangs: null,
        mon_total: adminTotals[cast.ids[2]!],
      });
      expect(Object.keys(adminTotals).sort()).toEqual([...cast.ids].sort());
      player.close();
      organiser.close();
    });

    it('sends a reader who sees the whole ranking only what changed, and a hidden ranking’s player never anyone’s points', async () => {
      const tournamentId = await newTournament();
      // Hidden from players: the admin sees it whole, the player only their own total.
      const organiser = await openTournamentStream(cast.app, tournamentId, cast.admin);
      const player = await openTournamentStream(cast.app, tournamentId, cast.players[2]);
      const heard: Array<{ organiser: TournamentEvent; player: TournamentEvent }> = [];
      const write = async (send: () => Promise<{ statusCode: number }>) => {
        expect([200, 201]).toContain((await send()).statusCode);
        heard.push({
          organiser: (await organiser.next()).data as TournamentEvent,
          player: (await player.next()).data as TournamentEvent,
        });
      };
      const finish = (gameId: string) => () =>
        call(cast.app, cast.players[0], { method: 'POST', url: `/api/parties/${gameId}/finish` });
      // Two games created by the admin (they count once finished), East (ids[0], the dealer) winning a
      // tsumo 1 han 30 fu in each: 500 from each player.
      for (let game = 0; game < 2; game += 1) {
        let gameId = '';
        await write(async () => {
          gameId = await newGame(tournamentId, cast.admin);
          return { statusCode: 201 };
        });
        await write(() => postRound(gameId, tsumo([cast.ids[0]!, 1, 30])));
        await write(finish(gameId));
      }
      const [a, b, c, d] = cast.ids as [string, string, string, string];
      // Classic rules (30 000 / 30 000, uma 15/5/−5/−15): East (31 500 − 30 000) / 1 000 + 15 = 16.5 per
      // game; the three others tied at 29 500 share places 2 to 4, −0.5 + (5 − 5 − 15) / 3 = −5.5.
      const asRead = await call(cast.app, cast.admin, {
        method: 'GET',
        url: `/api/tournois/${tournamentId}/classement`,
      });
      expect(asRead.json()).toEqual({
        classement: { [a]: 33, [b]: -11, [c]: -11, [d]: -11 },
        classement_visible: false,
        rangs: { [a]: 1, [b]: 2, [c]: 2, [d]: 2 },
        version: expect.any(String),
      });
      expect(organiser.ranking.ranking).toEqual(asRead.json());
      // Every event of the organiser's carried only what changed since the one before.
      expect(
        heard.map(
          ({ organiser: event }) =>
            event.classement_maj && [event.classement_maj.classement, event.classement_maj.rangs],
        ),
      ).toEqual([
        [{}, {}],
        [{}, {}],
        [
          { [a]: 16.5, [b]: -5.5, [c]: -5.5, [d]: -5.5 },
          { [a]: 1, [b]: 2, [c]: 2, [d]: 2 },
        ],
        [{}, {}],
        [{}, {}],
        // The places stayed: only the totals travel.
        [{ [a]: 33, [b]: -11, [c]: -11, [d]: -11 }, {}],
      ]);
      for (const { organiser: event } of heard) expect(event.classement).toBeUndefined();
      // The player: their own total each time, never a change nor anyone's points.
      expect(heard.map(({ player: event }) => [event.classement_maj, event.classement])).toEqual(
        [0, 0, -5.5, -5.5, -5.5, -11].map((total) => [
          undefined,
          { classement: null, classement_visible: false, rangs: null, mon_total: total },
        ]),
      );
      organiser.close();
      player.close();
    });

    it('resumes a reader who comes back with the last event’s id: only the games changed since, ending as GET answers', async () => {
      const tournamentId = await newTournament();
      const [first, second, third] = [
        await newGame(tournamentId, cast.admin),
        await newGame(tournamentId, cast.admin),
        await newGame(tournamentId, cast.admin),
      ] as [string, string, string];
      // The admin sees the hidden ranking whole: their game events name the state they bring them to.
      const before = await openTournamentStream(cast.app, tournamentId, cast.admin);
      const games = new Map(
        (before.snapshot as TournamentSnapshot).parties.map((game) => [game.id, game as unknown]),
      );
      expect((await postRound(first, tsumo([cast.ids[0]!, 1, 30]))).statusCode).toBe(201);
      const event = (await before.next()).data as TournamentEvent;
      games.set(first, event.partie);
      const id = before.lastEventId;
      expect(id).toEqual(expect.any(String));
      before.close();

      // Away: the first game finished (the ranking moves), a round at the second table, the third deleted.
      const finished = await call(cast.app, cast.players[0], {
        method: 'POST',
        url: `/api/parties/${first}/finish`,
      });
      expect(finished.statusCode).toBe(200);
      expect((await postRound(second, tsumo([cast.ids[1]!, 2, 30]))).statusCode).toBe(201);
      const deleted = await call(cast.app, cast.admin, {
        method: 'DELETE',
        url: `/api/tournois/${tournamentId}/parties/${third}`,
      });
      expect(deleted.statusCode).toBe(200);

      const back = await openStream(cast.app, `/api/tournois/${tournamentId}/evenements`, cast.admin, id);
      const resumed = await back.next();
      const asRead = async (path: string) =>
        (await call(cast.app, cast.admin, { method: 'GET', url: path })).json<unknown>();
      expect(resumed).toEqual({
        event: 'reprise',
        data: {
          parties: [await asRead(`/api/parties/${first}`), await asRead(`/api/parties/${second}`)],
          supprimees: [third],
          classement_maj: expect.any(Object),
        },
      });
      const { parties, supprimees } = resumed.data as TournamentResume;
      for (const game of parties) games.set(game.id, game);
      for (const gone of supprimees) games.delete(gone);
      const list = (await asRead(`/api/tournois/${tournamentId}/parties`)) as Game[];
      expect(list.map((game) => games.get(game.id))).toEqual(list);
      expect(games.size).toBe(2);
      // Its ranking, the change applied to the one it had, is what GET answers (classic rules: East's
      // tsumo 1 han 30 fu, 500 from each, then finished: 31 500 → 1.5 + 15 = 16.5, the others −5.5).
      before.ranking.take(resumed);
      expect(before.ranking.missed).toBe(0);
      const ranking = await asRead(`/api/tournois/${tournamentId}/classement`);
      expect(before.ranking.ranking).toEqual(ranking);
      expect((ranking as { classement: Record<string, number> }).classement[cast.ids[0]!]).toBe(16.5);
      expect(back.lastEventId).toEqual(expect.any(String));
      expect(back.lastEventId).not.toBe(id);
      back.close();
    });

    it('sends the whole state to a reader whose id is unknown or another tournament’s, and to a hidden ranking’s player whatever id they send', async () => {
      const tournamentId = await newTournament();
      const gameId = await newGame(tournamentId, cast.admin);
      const organiser = await openTournamentStream(cast.app, tournamentId, cast.admin);
      const player = await openTournamentStream(cast.app, tournamentId, cast.players[2]);
      expect((await postRound(gameId, tsumo([cast.ids[0]!, 1, 30]))).statusCode).toBe(201);
      await organiser.next();
      await player.next();
      // The player's events name no state: their ranking is their own total only.
      expect(player.lastEventId).toBeUndefined();
      const known = organiser.lastEventId;
      organiser.close();
      player.close();
      const path = `/api/tournois/${tournamentId}/evenements`;
      const asRead = async (user: TestUser, url: string) =>
        (await call(cast.app, user, { method: 'GET', url })).json<unknown>();

      /** The admin reconnecting to `tournament` with `lastEventId`: the whole state, as GET answers it. */
      const getsWholeState = async (tournament: string, lastEventId: string | undefined) => {
        const base = `/api/tournois/${tournament}`;
        const stream = await openStream(cast.app, `${base}/evenements`, cast.admin, lastEventId);
        expect(await stream.next()).toEqual({
          event: 'instantane',
          data: {
            parties: await asRead(cast.admin, `${base}/parties`),
            classement: await asRead(cast.admin, `${base}/classement`),
          },
        });
        stream.close();
      };
      await getsWholeState(tournamentId, 'inconnu');
      // An id met on another tournament's stream is no state of this one: the whole state again.
      await getsWholeState(await newTournament(), known);
      // The admin's id, known here, sent by a player from whom the ranking is hidden: never anyone's points.
      const hidden = await openStream(cast.app, path, cast.players[2], known);
      const first = await hidden.next();
      expect(first.event).toBe('instantane');
      expect((first.data as TournamentSnapshot).classement).toEqual({
        classement: null,
        classement_visible: false,
        rangs: null,
        mon_total: 0,
      });
      hidden.close();
    });

    it('closes for a player removed from the tournament, while the others hear that the players changed', async () => {
      const tournamentId = await newTournament();
      const removed = await openTournamentStream(cast.app, tournamentId, cast.players[3]);
      const staying = await openTournamentStream(cast.app, tournamentId, cast.players[0]);
      expect([removed.status, staying.status]).toEqual([200, 200]);
      const response = await call(cast.app, cast.admin, {
        method: 'DELETE',
        url: `/api/tournois/${tournamentId}/joueurs/${cast.ids[3]}`,
      });
      expect(response.statusCode).toBe(204);
      await removed.ended();
      expect(await staying.next()).toEqual({ event: 'tournoi', data: { raison: 'joueurs' } });
      staying.close();
    });

    it('brings a reader that stopped reading to the current state when it reads again, while the others get every event', async () => {
      const tournamentId = await newTournament();
      // Shown to everyone: the fast readers build their ranking from the changes the events carry.
      const shown = await call(cast.app, cast.admin, {
        method: 'PATCH',
        url: `/api/tournois/${tournamentId}/classement-visible`,
        payload: { visible: true },
      });
      expect(shown.statusCode).toBe(200);
      // Created by the admin: it counts once finished.
      const gameId = await newGame(tournamentId, cast.admin);
      const fast = [
        await openTournamentStream(cast.app, tournamentId, cast.players[0]),
        await openTournamentStream(cast.app, tournamentId, cast.players[1]),
      ];
      // The slow reader: a raw socket that reads the stream's first event, then stops reading. HTTP/1.0
      // so that the body comes as written (no chunks).
      const origin = new URL(await baseUrl(cast.app));
      const accepted: Socket[] = [];
      const spot = (socket: Socket) => accepted.push(socket);
      cast.app.server.on('connection', spot);
      const slow = connect(Number(origin.port), origin.hostname);
      await once(slow, 'connect');
      let received = '';
      slow.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
      slow.write(
        `GET /api/tournois/${tournamentId}/evenements HTTP/1.0\r\n` +
          `authorization: ${cast.players[2]!.headers.authorization}\r\n\r\n`,
      );
      const events = () =>
        received
          .split('\r\n\r\n')
          .slice(1)
          .join('\r\n\r\n')
          .split('\n\n')
          .slice(0, -1)
          .filter((block) => /^event:/m.test(block))
          .map((block) => ({
            event: /^event: (.*)$/m.exec(block)?.[1] ?? '',
            data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as unknown,
          }));
      while (events().length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(events()[0]?.event).toBe('instantane');
      slow.pause();
      cast.app.server.off('connection', spot);
      const serverSide = accepted.find((socket) => socket.remotePort === slow.localPort);

      // Events until the slow reader's backlog passes the limit (the kernel's buffers fill first), in
      // bursts small enough for a reader that reads, each received by the fast readers.
      let sent = 0;
      let bursts = 0;
      const publishBurst = async () => {
        // Each event its own `depuis`: PostgreSQL folds identical NOTIFYs of one transaction.
        const burst = Array.from({ length: 40 }, (_, n) => ({
          type: 'partie' as const,
          gameId,
          tournamentId,
          depuis: -(sent + n + 1),
        }));
        await cast.app.events.publish(burst);
        sent += burst.length;
        bursts += 1;
        for (const stream of fast)
          for (let n = 0; n < burst.length; n += 1)
            expect(await stream.next()).toEqual(expect.objectContaining({ event: 'tournoi' }));
      };
      while ((serverSide?.writableLength ?? 0) < MAX_BUFFERED_BYTES && bursts < 500) await publishBurst();
      expect(serverSide?.writableLength).toBeGreaterThanOrEqual(MAX_BUFFERED_BYTES);
      // Behind now: these are dropped for the slow reader, not queued.
      await publishBurst();
      expect(serverSide!.writableLength).toBeLessThan(2 * MAX_BUFFERED_BYTES);

      // Real writes while it is behind, the game finished (the ranking moves): the fast readers get each,
      // and their ranking, built from the changes, is what GET answers.
      expect((await postRound(gameId, tsumo([cast.ids[1]!, 2, 30]))).statusCode).toBe(201);
      for (const stream of fast)
        expect(await stream.next()).toEqual({
          event: 'tournoi',
          data: expect.objectContaining({ partie: expect.objectContaining({ nb_tours: 1 }) }),
        });
      const finished = await call(cast.app, cast.players[0], {
        method: 'POST',
        url: `/api/parties/${gameId}/finish`,
      });
      expect(finished.statusCode).toBe(200);
      for (const stream of fast)
        expect(await stream.next()).toEqual({
          event: 'tournoi',
          data: expect.objectContaining({ classement_maj: expect.any(Object) }),
        });
      const ranking = await call(cast.app, cast.players[0], {
        method: 'GET',
        url: `/api/tournois/${tournamentId}/classement`,
      });
      expect(Object.keys(ranking.json<{ classement: object }>().classement)).toHaveLength(4);
      for (const stream of fast) expect(stream.ranking.ranking).toEqual(ranking.json());

      // It reads again: the backlog, then what it missed in one event: the game that changed and the
      // ranking's change from what it had, which bring it to what GET answers.
      slow.resume();
      const deadline = Date.now() + 10_000;
      while (!events().some((e) => e.event === 'reprise') && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      const got = events();
      const resume = got.at(-1);
      const asRead = async (path: string) =>
        (await call(cast.app, cast.players[2], { method: 'GET', url: path })).json<unknown>();
      const game = await asRead(`/api/parties/${gameId}`);
      expect(resume).toEqual({
        event: 'reprise',
        data: { parties: [game], supprimees: [], classement_maj: expect.any(Object) },
      });
      expect((game as Game).etat).toBe('terminé');
      const slowRanking = new LiveRanking();
      for (const event of got) slowRanking.take(event);
      expect(slowRanking.missed).toBe(0);
      expect(slowRanking.ranking).toEqual(await asRead(`/api/tournois/${tournamentId}/classement`));
      // Only the opening's snapshot; the catch-up marked as bringing the reader up to date.
      expect(got.filter((e) => e.event === 'instantane')).toHaveLength(1);
      expect(received).toMatch(/: rattrapage\n\nid: [\w-]+\nevent: reprise/);
      // Events were dropped rather than held: fewer than were sent reached it before the snapshot.
      expect(got.filter((e) => e.event === 'tournoi').length).toBeLessThan(sent + 1);
      slow.destroy();
      for (const stream of fast) stream.close();
    }, 120_000);

    it('tells that a ronde was created, its clock started, then the ronde cancelled', async () => {
      const tournamentId = await newTournament();
      const stream = await openTournamentStream(cast.app, tournamentId, cast.players[1]);
      const ronde = (payload: object, url = '') =>
        call(cast.app, cast.admin, {
          method: 'POST',
          url: `/api/tournois/${tournamentId}/rondes${url}`,
          payload,
        });
      expect((await ronde({ mode: 'equilibre' })).statusCode).toBe(201);
      expect(await stream.next()).toEqual({ event: 'tournoi', data: { raison: 'ronde' } });
      expect((await ronde({ action: 'demarrer' }, '/1/horloge')).statusCode).toBe(200);
      expect(await stream.next()).toEqual({ event: 'tournoi', data: { raison: 'ronde' } });
      const cancelled = await call(cast.app, cast.admin, {
        method: 'DELETE',
        url: `/api/tournois/${tournamentId}/rondes/1`,
      });
      expect(cancelled.statusCode).toBe(204);
      // Its one game is gone (the stream says which), then the ronde.
      expect(await stream.next()).toEqual({
        event: 'tournoi',
        data: {
          raison: 'partie',
          partie_id: expect.any(String),
          classement: { classement: null, classement_visible: false, rangs: null, mon_total: 0 },
        },
      });
      expect(await stream.next()).toEqual({ event: 'tournoi', data: { raison: 'ronde' } });
      stream.close();
    });

    it('is authorised like reading the tournament: 401, 404, 403', async () => {
      const tournamentId = await newTournament();
      expectError(
        await call(cast.app, undefined, { method: 'GET', url: `/api/tournois/${tournamentId}/evenements` }),
        401,
      );
      expectError(
        await call(cast.app, cast.admin, { method: 'GET', url: '/api/tournois/inconnu/evenements' }),
        404,
      );
      expectError(
        await call(cast.app, cast.stranger, {
          method: 'GET',
          url: `/api/tournois/${tournamentId}/evenements`,
        }),
        403,
      );
    });
  });

  describe('a public screen stream', () => {
    const openLink = async (tournamentId: string) => {
      const response = await call(cast.app, cast.admin, {
        method: 'POST',
        url: `/api/tournois/${tournamentId}/ecran`,
      });
      expect(response.statusCode).toBe(201);
      return response.json<{ jeton: string }>().jeton;
    };

    it('needs no session, starts with the screen, then sends it again after each change of the tournament', async () => {
      const tournamentId = await newTournament();
      const gameId = await newGame(tournamentId);
      const jeton = await openLink(tournamentId);
      const stream = await openStream(cast.app, `/api/public/ecrans/${jeton}/evenements`);
      expect(stream.status).toBe(200);
      expect(stream.contentType).toBe('text/event-stream; charset=utf-8');
      const first = await stream.next();
      expect(first.event).toBe('ecran');
      expect(first.data).toEqual(
        expect.objectContaining({
          nom: 'Tournoi en direct',
          classement: null,
          tables: [expect.objectContaining({ table: null, tour_actuel: 1 })],
        }),
      );

      // East (players[0]) wins by tsumo, 3 han 30 fu: 2000 from each other seat (6000 all), by hand.
      expect((await postRound(gameId, tsumo([cast.ids[0]!, 3, 30]))).statusCode).toBe(201);
      const afterRound = (await stream.next()).data as { tables: Array<{ joueurs: unknown[] }> };
      // The ranking is hidden: so are the tables' scores (the room would add them up).
      expect(afterRound.tables[0]!.joueurs).toEqual(
        cast.players.slice(0, 4).map(({ pseudo }) => ({ pseudo })),
      );
      // Pseudos only: no user id leaves through the screen.
      expect(cast.ids.some((id) => JSON.stringify(afterRound).includes(id))).toBe(false);

      const visible = await call(cast.app, cast.admin, {
        method: 'PATCH',
        url: `/api/tournois/${tournamentId}/classement-visible`,
        payload: { visible: true },
      });
      expect(visible.statusCode).toBe(200);
      // The ranking appears once the admin shows it (only a running game: nobody ranked yet), and the scores.
      const shown = (await stream.next()).data as {
        classement: unknown;
        tables: Array<{ joueurs: unknown[] }>;
      };
      expect(shown.classement).toEqual([]);
      expect(shown.tables[0]!.joueurs).toEqual([
        { pseudo: cast.players[0]!.pseudo, score: 36000 },
        { pseudo: cast.players[1]!.pseudo, score: 28000 },
        { pseudo: cast.players[2]!.pseudo, score: 28000 },
        { pseudo: cast.players[3]!.pseudo, score: 28000 },
      ]);
      stream.close();
    });

    it('answers 404 for an unknown link, and closes when its link is revoked; a new link does not reopen the old one', async () => {
      expectError(
        await call(cast.app, undefined, { method: 'GET', url: '/api/public/ecrans/inconnu/evenements' }),
        404,
      );
      const tournamentId = await newTournament();
      const jeton = await openLink(tournamentId);
      const stream = await openStream(cast.app, `/api/public/ecrans/${jeton}/evenements`);
      await stream.next();
      const revoked = await call(cast.app, cast.admin, {
        method: 'DELETE',
        url: `/api/tournois/${tournamentId}/ecran`,
      });
      expect(revoked.statusCode).toBe(204);
      await stream.ended();

      const renewed = await openLink(tournamentId);
      expect(renewed).not.toBe(jeton);
      expectError(
        await call(cast.app, undefined, { method: 'GET', url: `/api/public/ecrans/${jeton}/evenements` }),
        404,
      );
      const again = await openStream(cast.app, `/api/public/ecrans/${renewed}/evenements`);
      expect((await again.next()).event).toBe('ecran');
      again.close();
    });
  });

  describe('publishing', () => {
    it('happens after the commit, and not at all when the transaction fails', async () => {
      // The game's creation is published too: wait for it (PostgreSQL delivers it a moment later).
      const creationSeen = new Promise<void>((resolve) => {
        const off = cast.app.events.subscribe((event) => {
          if (event.type === 'partie') {
            off();
            resolve();
          }
        });
      });
      const gameId = await newGame();
      await creationSeen;
      const seen: Array<{ event: BusEvent; roundsVisible: number | undefined }> = [];
      const unsubscribe = cast.app.events.subscribe((event) => {
        if (event.type !== 'partie' || event.gameId !== gameId) return;
        // Read outside the write's transaction: the round must already be there.
        void cast.app.repos.games
          .find(gameId)
          .then((row) => seen.push({ event, roundsVisible: row?.nbTours }));
      });
      await expect(
        cast.app.transaction(async (_repos, changes) => {
          changes.publish({ type: 'partie', gameId, tournamentId: null, depuis: 0 });
          throw new Error('échec après publication');
        }),
      ).rejects.toThrow('échec après publication');
      expect((await postRound(gameId, tsumo([cast.ids[2]!, 1, 30]))).statusCode).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 100));
      unsubscribe();
      expect(seen).toEqual([
        { event: { type: 'partie', gameId, tournamentId: null, depuis: 0 }, roundsVisible: 1 },
      ]);
    });

    it('delivers an event’s text as written, quotes and backslashes included, in the order of the write', async () => {
      // On PostgreSQL the events travel as SQL literals sent with the COMMIT.
      const odd = `l'id \\' ; select 1; -- "${randomUUID()}"`;
      const seen: BusEvent[] = [];
      const arrived = new Promise<void>((resolve) => {
        const off = cast.app.events.subscribe((event) => {
          if (event.type !== 'tournoi' || event.tournamentId !== odd) return;
          seen.push(event);
          if (seen.length === 2) {
            off();
            resolve();
          }
        });
      });
      await cast.app.transaction(async (_repos, changes) => {
        changes.publish({ type: 'tournoi', tournamentId: odd, raison: 'joueurs' });
        changes.publish({ type: 'tournoi', tournamentId: odd, raison: 'etat' });
      });
      await arrived;
      expect(seen.map((event) => event.type === 'tournoi' && event.raison)).toEqual(['joueurs', 'etat']);
    });
  });

  // The other process is the real server (`src/server.ts`), started beside a second app of this test on
  // one fresh database, with the same secret: each process's writes must reach the other's streams.
  if (backend === 'postgres') {
    describe('two server processes on one database', () => {
      let here: FastifyInstance;
      let there: RunningServer;
      let origin: string;
      let seated: TestUser[];
      let reader: TestUser;

      beforeAll(async () => {
        const databaseUrl = await freshPostgresDatabase();
        here = await buildTestApp({ databaseUrl });
        const port = await freePort();
        there = await startServer(port, {
          DATABASE_URL: databaseUrl,
          JWT_SECRET: TEST_JWT_SECRET,
          WEB_DIST_DIR: '/nonexistent',
        });
        origin = `http://127.0.0.1:${port}`;
        seated = await registerUsers(here, 4, 'processus');
        reader = await registerUser(here);
      });
      afterAll(() => killed(there.child));

      /** A game created by `as`, who sits at it (a creator plays or administers the tournament). */
      const gameOn = async (as: TestUser) => {
        const others = seated.filter((p) => p.id !== as.id).slice(0, 3);
        const created = await call(here, as, {
          method: 'POST',
          url: '/api/parties/',
          payload: { joueurs: [as.id, ...others.map((p) => p.id)] },
        });
        return created.json<{ id: string }>().id;
      };

      it('a round posted on either process reaches the game streams of both', async () => {
        const gameId = await gameOn(seated[0]!);
        const onThere = await openStream(origin, `/api/parties/${gameId}/evenements`, seated[1]);
        const onHere = await openStream(here, `/api/parties/${gameId}/evenements`, seated[2]);
        await Promise.all([onThere.next(), onHere.next()]);

        const first = await call(here, seated[0], {
          method: 'POST',
          url: `/api/parties/tours/${gameId}`,
          payload: tsumo([seated[0]!.id, 1, 30]),
        });
        expect(first.statusCode).toBe(201);
        expect(await onThere.next(2000)).toEqual({
          event: 'partie',
          data: expect.objectContaining({ nb_tours: 1 }),
        });
        expect(await onHere.next(2000)).toEqual({
          event: 'partie',
          data: expect.objectContaining({ nb_tours: 1 }),
        });

        const second = await send(
          `${origin}/api/parties/tours/${gameId}`,
          'POST',
          tsumo([seated[1]!.id, 1, 30]),
          seated[3]!.token,
        );
        expect(second.status).toBe(201);
        expect(await onHere.next(2000)).toEqual({
          event: 'partie',
          data: expect.objectContaining({ nb_tours: 2 }),
        });
        expect(await onThere.next(2000)).toEqual({
          event: 'partie',
          data: expect.objectContaining({ nb_tours: 2 }),
        });
        onThere.close();
        onHere.close();
      });

      it('a game finished on one process reaches the other’s tournament streams with the new ranking', async () => {
        const [organiser, ...others] = seated as [TestUser, ...TestUser[]];
        const tournamentId = await createTournament(here, organiser, {
          nom: 'Tournoi à deux processus',
          date_debut: '2026-11-22',
          classement_visible: true,
          joueurs: others.map((p) => p.id).concat(reader.id),
        });
        const table = [...others, reader];
        const created = await call(here, organiser, {
          method: 'POST',
          url: '/api/parties/',
          payload: { joueurs: table.map((p) => p.id), tournois_id: tournamentId },
        });
        const gameId = created.json<{ id: string }>().id;
        const onThere = await openTournamentStream(origin, tournamentId, reader);
        expect(
          (
            await call(here, organiser, {
              method: 'POST',
              url: `/api/parties/tours/${gameId}`,
              payload: tsumo([table[0]!.id, 3, 30]),
            })
          ).statusCode,
        ).toBe(201);
        await onThere.next(2000);
        const finished = await call(here, organiser, {
          method: 'POST',
          url: `/api/parties/${gameId}/finish`,
        });
        expect(finished.statusCode).toBe(200);
        const ranking = await send(
          `${origin}/api/tournois/${tournamentId}/classement`,
          'GET',
          undefined,
          reader.token,
        );
        const heard = (await onThere.next(2000)).data as TournamentEvent;
        expect(heard.partie?.etat).toBe('terminé');
        // What changed, applied to the reader's ranking, gives what GET answers, version included: the
        // same on the process that wrote (here) as on the one that streams (there).
        expect(heard.classement_maj?.vers).toBe((ranking.body as { version: string }).version);
        expect(onThere.ranking.ranking).toEqual(ranking.body);
        const readHere = await call(here, reader, {
          method: 'GET',
          url: `/api/tournois/${tournamentId}/classement`,
        });
        expect(readHere.json()).toEqual(ranking.body);
        expect(Object.keys((ranking.body as { classement: object }).classement)).toHaveLength(4);
        onThere.close();
      });

      it('a hand-over or a referee’s removal on one process closes their streams on the other', async () => {
        const [former, ...players] = seated as [TestUser, ...TestUser[]];
        const referee = await registerUser(here);
        const table = [...players, reader];
        const tournamentId = await createTournament(here, former, {
          nom: 'Passation à deux processus',
          date_debut: '2026-11-22',
          joueurs: table.map((p) => p.id),
        });
        expect(
          (
            await call(here, former, {
              method: 'PUT',
              url: `/api/tournois/${tournamentId}/arbitres/${referee.id}`,
            })
          ).statusCode,
        ).toBe(204);
        const gameId = (
          await call(here, former, {
            method: 'POST',
            url: '/api/parties/',
            payload: { joueurs: table.map((p) => p.id), tournois_id: tournamentId },
          })
        ).json<{ id: string }>().id;
        const streamsOf = async (user: TestUser) => {
          const game = await openStream(origin, `/api/parties/${gameId}/evenements`, user);
          const tournament = await openTournamentStream(origin, tournamentId, user);
          expect([game.status, tournament.status]).toEqual([200, 200]);
          await game.next();
          return [game, tournament];
        };
        const refereeStreams = await streamsOf(referee);
        const formerStreams = await streamsOf(former);
        const playerGame = await openStream(origin, `/api/parties/${gameId}/evenements`, reader);
        await playerGame.next();

        const removed = await call(here, former, {
          method: 'DELETE',
          url: `/api/tournois/${tournamentId}/arbitres/${referee.id}`,
        });
        expect(removed.statusCode).toBe(204);
        await Promise.all(refereeStreams.map((stream) => stream.ended(2000)));
        // The admin's tournament page hears that the people changed.
        expect(await formerStreams[1]!.next(2000)).toEqual({ event: 'tournoi', data: { raison: 'joueurs' } });

        const handed = await call(here, former, {
          method: 'PATCH',
          url: `/api/tournois/${tournamentId}/admin`,
          payload: { admin_id: reader.id },
        });
        expect(handed.statusCode).toBe(200);
        await Promise.all(formerStreams.map((stream) => stream.ended(2000)));
        // A player keeps theirs: the next round reaches them.
        const round = await call(here, reader, {
          method: 'POST',
          url: `/api/parties/tours/${gameId}`,
          payload: tsumo([reader.id, 1, 30]),
        });
        expect(round.statusCode).toBe(201);
        expect((await playerGame.next(2000)).data).toEqual(expect.objectContaining({ nb_tours: 1 }));
        playerGame.close();
      });

      it('a logout on one process closes the reader’s streams on the other', async () => {
        const stream = await openStream(origin, `/api/parties/${await gameOn(reader)}/evenements`, reader);
        await stream.next();
        expect((await call(here, reader, { method: 'POST', url: '/api/users/logout' })).statusCode).toBe(204);
        await stream.ended(2000);
      });
    });
  }

  it('a server shutdown ends every open stream', async () => {
    const other = await buildTestApp({ backend });
    const user = await registerUser(other);
    const [p1, p2, p3] = await registerUsers(other, 3);
    const created = await call(other, user, {
      method: 'POST',
      url: '/api/parties/',
      payload: { joueurs: [user.id, p1!.id, p2!.id, p3!.id] },
    });
    const stream = await openStream(
      other,
      `/api/parties/${created.json<{ id: string }>().id}/evenements`,
      user,
    );
    await stream.next();
    const started = Date.now();
    await other.close();
    await stream.ended();
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
