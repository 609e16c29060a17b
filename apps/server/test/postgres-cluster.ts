/**
 * A throwaway PostgreSQL cluster for the tests: Debian's binaries (`apt-get install postgresql`), a temp
 * directory, a loopback port, trust authentication. Run as the `postgres` user when we are root
 * (PostgreSQL refuses to run as root).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface Cluster {
  url: string;
  dir: string;
  bin: string;
}

/** The newest installed PostgreSQL's bin directory, if any. */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

/** `.ci/run` exports CI=1 (CI services set CI=true): the machine installed PostgreSQL on purpose. */
export function onCi(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = (env.CI ?? '').toLowerCase();
  return value !== '' && value !== '0' && value !== 'false';
}

/**
 * Whether this run goes without PostgreSQL because it was told so (`MJ_TEST_PG=0`). On CI the answer is
 * always no: a variable left in a CI file would otherwise turn the whole PostgreSQL half of the suite
 * off without anyone seeing it, so there it is ignored, loudly.
 */
export function postgresSwitchedOff(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.MJ_TEST_PG !== '0') return false;
  if (!onCi(env)) return true;
  console.warn('MJ_TEST_PG=0 ignoré sur la CI : les tests du serveur tournent aussi sur PostgreSQL.');
  return false;
}

/**
 * The PostgreSQL binaries for a test that runs on PostgreSQL too. Missing on CI (which installs them):
 * an error, so the run cannot turn green on PGlite alone. Missing locally: a notice nobody can miss, and
 * the caller goes on without PostgreSQL.
 */
export function postgresForTests(what: string): string | undefined {
  const bin = postgresBinDir();
  if (bin) return bin;
  const missing = `PostgreSQL introuvable (/usr/lib/postgresql/*/bin/initdb) : ${what}`;
  if (onCi())
    throw new Error(
      `${missing}. La CI installe PostgreSQL (apt-get install postgresql) : son absence est une erreur.`,
    );
  const rule = '!'.repeat(100);
  console.warn(
    `\n${rule}\n!! ${missing} SANS PostgreSQL.\n!! Installe-le (apt-get install postgresql) pour couvrir les deux bases.\n${rule}\n`,
  );
  return undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function run(bin: string, args: string[]): void {
  const [command, fullArgs] = isRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const result = spawnSync(command, fullArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${path.basename(bin)} a échoué (${result.status}) : ${result.stderr || result.stdout}`);
  }
}

export async function startCluster(bin: string): Promise<Cluster> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mj-pg-'));
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  run(path.join(bin, 'initdb'), [
    '-D',
    path.join(dir, 'data'),
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const cluster = { url: `postgres://postgres@127.0.0.1:${port}/postgres`, dir, bin };
  restartCluster(cluster);
  return cluster;
}

/** Starts (again) the server of a cluster made by startCluster, on the port of its URL. */
export function restartCluster(cluster: Cluster): void {
  const port = new URL(cluster.url).port;
  run(path.join(cluster.bin, 'pg_ctl'), [
    '-D',
    path.join(cluster.dir, 'data'),
    '-l',
    path.join(cluster.dir, 'log'),
    '-o',
    // fsync off: a throwaway cluster needs no durability, and the tests run faster.
    `-p ${port} -k ${cluster.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    '-w',
    'start',
  ]);
}

/**
 * Stops the server the way a crash does: immediate mode (SIGQUIT), no checkpoint, so the next start
 * recovers from the write-ahead log (used by the crash loop of `pnpm test:stress`).
 */
export function crashCluster(cluster: Cluster): void {
  run(path.join(cluster.bin, 'pg_ctl'), ['-D', path.join(cluster.dir, 'data'), '-m', 'immediate', 'stop']);
}

export function stopCluster(cluster: Pick<Cluster, 'dir' | 'bin'>): void {
  try {
    run(path.join(cluster.bin, 'pg_ctl'), ['-D', path.join(cluster.dir, 'data'), '-m', 'immediate', 'stop']);
  } finally {
    rmSync(cluster.dir, { recursive: true, force: true });
  }
}
