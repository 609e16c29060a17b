/**
 * The product as a player's phone reaches it, for the browser benchmarks: the production web build served
 * by the real server process (`node dist/server.cjs`, as `pnpm start`) on a fresh data dir, and a signed-in
 * player with 50 games (40 entered from final scores over several months, 10 in progress) seeded through
 * the API.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { OUT_DIR, SERVER_DIR } from '../lib/paths.mjs';
import { serverBundleArgs } from '../lib/server-bundle.mjs';
import { buildWebApp } from '../lib/vite-builds.mjs';

export const WEB_BUILD_DIR = path.join(OUT_DIR, 'web');

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server not ready after 120 s');
}

async function api(url, method, route, { token, json } = {}) {
  const response = await fetch(`${url}/api${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** Final scores that add up to 120,000, different for each game. */
function finalScores(joueurs, n) {
  const a = 30000 + ((n * 3700) % 25000);
  const b = 28000 - ((n * 1900) % 12000);
  const c = 25000 - ((n * 900) % 9000);
  return Object.fromEntries(joueurs.map((id, i) => [id, [a, b, c, 120000 - a - b - c][i]]));
}

/** A few rounds of a game in progress: tsumo by each seat in turn (valid whatever the scores). */
const tsumo = (winner) => ({
  type_victoire: 'tsumo',
  gagnant: [winner],
  perdant: null,
  han: { [winner]: 2 },
  fu: { [winner]: 30 },
  riichi_players: [],
  tenpai: [],
});

async function seed(url) {
  const players = [];
  for (let i = 0; i < 4; i += 1) {
    const pseudo = ['Akagi', 'Saki', 'Nodoka', 'Koromo'][i] + Math.random().toString(36).slice(2, 6);
    players.push(
      await api(url, 'POST', '/users/register', { json: { pseudo, password: 'motdepasse-bench' } }),
    );
  }
  const [me] = players;
  const joueurs = players.map((p) => p.user_id);
  for (let n = 0; n < 40; n += 1) {
    const month = String(1 + (n % 9)).padStart(2, '0');
    await api(url, 'POST', '/parties/manuelle', {
      token: me.token,
      json: {
        joueurs,
        scores: finalScores(joueurs, n),
        date_debut: `2025-${month}-${String(1 + (n % 28)).padStart(2, '0')}T19:00:00Z`,
      },
    });
  }
  const running = [];
  for (let n = 0; n < 10; n += 1) {
    const { id } = await api(url, 'POST', '/parties/', { token: me.token, json: { joueurs } });
    for (let index = 0; index < 3; index += 1) {
      await api(url, 'POST', `/parties/tours/${id}`, {
        token: me.token,
        json: { ...tsumo(joueurs[index]), index },
      });
    }
    running.push(id);
  }
  const session = {
    user: { user_id: me.user_id, pseudo: me.pseudo, email: me.email ?? '', provider: 'local' },
    token: me.token,
  };
  return { session, players, runningGames: running };
}

/**
 * Starts the server on a web build (the production build by default, built now unless `reuseBuild` and it
 * exists) and seeds it (unless `seed` is false).
 * @returns {Promise<{url: string, session?: {user: object, token: string}, players?: object[], runningGames?: string[], stop: () => Promise<void>}>}
 */
export async function startSite({ webDir = WEB_BUILD_DIR, reuseBuild = true, seed: withData = true } = {}) {
  const missing = !existsSync(path.join(webDir, 'index.html'));
  if (webDir === WEB_BUILD_DIR && (!reuseBuild || missing)) await buildWebApp(WEB_BUILD_DIR);
  else if (missing) throw new Error(`no web build in ${webDir}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mj-bench-site-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, serverBundleArgs(), {
    cwd: SERVER_DIR,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDir,
      LOG_LEVEL: 'warn',
    },
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child);
    return { url, ...(withData ? await seed(url) : {}), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
