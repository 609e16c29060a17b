/**
 * The product as a player's phone reaches it, for the browser benchmarks: the production web build served
 * by the real server process (`node dist/server.cjs`, as `pnpm start`) on a fresh data dir, and a signed-in
 * player with 50 games (40 entered from final scores over several months, 10 in progress) seeded through
 * the API. The 40 finished games belong to the league « Club de Lyon », whose season « 2025 » ranks the
 * four players by the sum of their results (the league page's standings).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiCall, buildServer, registerPlayers, startServer } from '@mj/server-harness';
import { OUT_DIR } from '../lib/paths.mjs';
import { buildWebApp } from '../lib/vite-builds.mjs';

export const WEB_BUILD_DIR = path.join(OUT_DIR, 'web');

const api = (url, method, route, options) => apiCall(`${url}/api`, method, route, options);

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
  const players = await registerPlayers(`${url}/api`, 4, { prefix: 'Akagi', password: 'motdepasse-bench' });
  const [me] = players;
  const joueurs = players.map((p) => p.user_id);
  const league = await api(url, 'POST', '/ligues', { token: me.token, json: { nom: 'Club de Lyon' } });
  for (const id of joueurs.slice(1)) {
    await api(url, 'PUT', `/ligues/${league.id}/membres/${id}`, { token: me.token });
  }
  await api(url, 'POST', `/ligues/${league.id}/saisons`, {
    token: me.token,
    json: { nom: '2025', date_debut: '2025-01-01', date_fin: '2025-12-31', mesure: 'somme' },
  });
  for (let n = 0; n < 40; n += 1) {
    const month = String(1 + (n % 9)).padStart(2, '0');
    await api(url, 'POST', '/parties/manuelle', {
      token: me.token,
      json: {
        joueurs,
        scores: finalScores(joueurs, n),
        ligue_id: league.id,
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
  return { session, players, runningGames: running, leagueId: league.id };
}

/**
 * Starts the server on a web build (the production build by default, built now unless `reuseBuild` and it
 * exists) and seeds it (unless `seed` is false).
 * @returns {Promise<{url: string, session?: {user: object, token: string}, players?: object[], runningGames?: string[], leagueId?: string, stop: () => Promise<void>}>}
 */
export async function startSite({ webDir = WEB_BUILD_DIR, reuseBuild = true, seed: withData = true } = {}) {
  const missing = !existsSync(path.join(webDir, 'index.html'));
  if (webDir === WEB_BUILD_DIR && (!reuseBuild || missing)) await buildWebApp(WEB_BUILD_DIR);
  else if (missing) throw new Error(`no web build in ${webDir}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mj-bench-site-'));
  buildServer();
  let server;
  const stop = async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    server = await startServer({
      run: 'bundle',
      env: { DATA_DIR: dataDir, WEB_DIST_DIR: webDir },
      timeoutMs: 120_000,
    });
    return { url: server.origin, ...(withData ? await seed(server.origin) : {}), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
