/**
 * A short tournament day on three server processes sharing one PostgreSQL database: 4 tables playing a
 * whole game each (an undo, a resent round, a correction on the way), 20 participant pages, the admin
 * page and a public screen on their streams, all from one address through the real rate limits. It
 * fails on any event lost or doubled on any stream, any page or screen left showing something other
 * than the server's final state, and any game whose stored rounds differ from those its phone meant:
 * the failures a load brings out and a test of one stream at a time does not see.
 *
 * The same driver as `pnpm bench tournament`, reduced to about half a minute.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { tournamentDay } from '@mj/server-harness/tournament-day';
import { postgresForTests, startCluster, stopCluster, type Cluster } from './postgres-cluster';
import { freePort, killed, startServer, type RunningServer } from './server-process';

// Without PostgreSQL (only ever locally: CI installs it), one process on the embedded database.
const bin = postgresForTests('la journée de tournoi tourne sur un seul processus PGlite');

describe(`a short tournament day (${bin ? 'PostgreSQL, three processes' : 'PGlite, one process'})`, () => {
  let cluster: Cluster | undefined;
  let dataDir: string | undefined;
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    const jwt = { JWT_SECRET: randomBytes(32).toString('base64url') };
    if (bin) {
      cluster = await startCluster(bin);
      // One after the other: the first applies the migrations.
      for (let i = 0; i < 3; i += 1)
        servers.push(await startServer(await freePort(), { ...jwt, DATABASE_URL: cluster.url }));
    } else {
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'mj-tournament-day-'));
      servers.push(await startServer(await freePort(), { ...jwt, DATA_DIR: dataDir }));
    }
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) await killed(server.child);
    if (cluster) stopCluster(cluster);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers every write once to every stream and keeps every game right', async () => {
    const day = await tournamentDay({
      bases: servers.map((server) => server.base),
      tables: 4,
      pages: 20,
      screens: 1,
      roundMs: 400,
    });
    expect({
      failures: day.otherFailures,
      status5xx: day.status5xx,
      status429: day.status429,
      eventMismatches: day.eventMismatches,
      screenEventMismatches: day.screenEventMismatches,
      gamesWrong: day.gamesWrong,
      pagesWrong: day.pagesWrong,
      rankingChangesMissed: day.rankingChangesMissed,
      screensWrong: day.screensWrong,
    }).toEqual({
      failures: [],
      status5xx: 0,
      status429: 0,
      eventMismatches: 0,
      screenEventMismatches: 0,
      gamesWrong: 0,
      pagesWrong: 0,
      rankingChangesMissed: 0,
      screensWrong: 0,
    });
    // Every stream received something: 4 phones, 20 pages and the admin's, one screen, spread over
    // every process (pages, phones and screens go round-robin over them).
    expect(day.streams).toBe(26);
    expect(day.streamsByBase).toEqual(servers.map(() => expect.any(Number)));
    expect(Math.min(...day.streamsByBase)).toBeGreaterThanOrEqual(8);
    expect(day.deliveryMs.length).toBeGreaterThan(0);
  }, 180_000);
});
