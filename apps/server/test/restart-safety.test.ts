/**
 * Restart safety of the embedded database: the real server process (`src/server.ts`) on a temp data dir
 * takes a stream of round posts, is killed with SIGKILL mid-stream, and restarted on the same dir. Every
 * round that got a 2xx must be there, in order, and the game must be exactly the replay of its rounds
 * (nothing half-written).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { replayGame } from '@mj/domain';
import { draw } from '@mj/domain/testing';
import { freePort, killed, send, startServer, type Reply } from './server-process';

describe('restart safety (embedded PGlite, real process)', () => {
  const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'mj-restart-')), 'data');
  const children: ChildProcess[] = [];
  afterAll(async () => {
    await Promise.all(children.map(killed));
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  });

  it('keeps every acknowledged round across a SIGKILL, and nothing half-written', async () => {
    const port = await freePort();
    const first = await startServer(port, { DATA_DIR: dataDir, WEB_DIST_DIR: dataDir });
    children.push(first.child);
    const post = (url: string, body: unknown, token?: string) =>
      send(`${first.base}${url}`, 'POST', body, token);

    const tokens: string[] = [];
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const { body } = await post('/users/register', { pseudo: `redemarrage${i}`, password: 'motdepasse' });
      tokens.push(body.token as string);
      ids.push(body.user_id as string);
    }
    const gameId = (await post('/parties/', { joueurs: ids }, tokens[0])).body.id as string;

    // A stream of rounds (East stays dealer: always tenpai), killed after a short while.
    const acknowledged: unknown[] = [];
    let streaming = true;
    let refused: string | undefined;
    const stream = (async () => {
      for (let index = 0; streaming; index += 1) {
        const round = { ...draw([ids[0]!, ...(index % 2 ? [ids[1 + (index % 3)]!] : [])]), index };
        let response: Reply;
        try {
          response = await post(`/parties/tours/${gameId}`, round, tokens[index % 4]);
        } catch {
          return; // The server is gone: this round may or may not have been stored.
        }
        if (response.status !== 201) {
          refused = `statut ${response.status} : ${response.text}`;
          return;
        }
        acknowledged.push(response.body.entry);
      }
    })();
    while (acknowledged.length < 15 && refused === undefined)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await killed(first.child);
    streaming = false;
    await stream;
    expect(refused).toBeUndefined();

    const second = await startServer(port, { DATA_DIR: dataDir, WEB_DIST_DIR: dataDir });
    children.push(second.child);
    const get = async (url: string) => (await send(`${second.base}${url}`, 'GET', undefined, tokens[0])).body;
    const tours = (await get(`/parties/tours/${gameId}/tours?compact=true`)).tours as Array<{
      tour: unknown;
    }>;
    // Every acknowledged round is there, as acknowledged; at most the one in flight was added after.
    expect(tours.length === acknowledged.length || tours.length === acknowledged.length + 1).toBe(true);
    expect(tours.slice(0, acknowledged.length)).toEqual(acknowledged);
    const game = await get(`/parties/${gameId}`);
    const replay = replayGame(
      ids,
      tours.map((t) => t.tour),
    );
    if (!replay.ok) throw new Error(replay.error);
    expect(game.nb_tours).toBe(tours.length);
    expect(game.scores).toEqual(replay.state.scores);
    expect(game.dealer_stack).toBe(replay.state.dealer_stack);
    expect(game.riichi_stack).toBe(replay.state.riichi_stack);
    await killed(second.child);
  });
});

describe('shutdown (bounded even with a connection that never ends)', () => {
  const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'mj-shutdown-')), 'data');
  afterAll(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));

  it('exits within SHUTDOWN_GRACE_MS of SIGTERM while a request is still being sent', async () => {
    const port = await freePort();
    const { child } = await startServer(port, {
      DATA_DIR: dataDir,
      WEB_DIST_DIR: dataDir,
      SHUTDOWN_GRACE_MS: '1000',
    });
    try {
      // A body announced as 100 bytes, of which 10 come: the request stays open (as a stream would).
      const socket = connect(port, '127.0.0.1');
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      socket.on('error', () => undefined);
      socket.write(
        'POST /api/users/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"pseudo":',
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      const sentAt = Date.now();
      child.kill('SIGTERM');
      const code = await Promise.race([
        exited,
        new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 20_000)),
      ]);
      socket.destroy();
      expect(code).not.toBe('hung');
      // The grace (1 s), then the open connection is cut and the database closes properly: exit 0.
      expect(code).toBe(0);
      expect(Date.now() - sentAt).toBeLessThan(15_000);
    } finally {
      await killed(child);
    }
  });
});
