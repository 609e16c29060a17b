/**
 * Deleting a Google account deletes its Firebase record too, against the real
 * Firebase Auth emulator (firebase-tools, a root devDependency; the e2e Google journey starts it the same
 * way). The server uses the Identity Toolkit REST API the Admin SDK uses, in emulator mode.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { createFirebaseAccounts } from '../src/auth/firebase-accounts';
import { buildTestApp, expectError } from './helper';
import { freePort, send } from './server-process';

const PROJECT = 'demo-mahjong';
const FIREBASE_BIN = path.resolve(__dirname, '../../../node_modules/firebase-tools/lib/bin/firebase.js');
/** About 11 s on a quiet machine, far longer on a loaded one. */
const EMULATOR_START_MS = 180_000;

let emulator: ChildProcess | undefined;
let host = '';
const workDir = mkdtempSync(path.join(os.tmpdir(), 'mj-firebase-'));

async function startEmulator(): Promise<void> {
  const [auth, hub, logging] = [await freePort(), await freePort(), await freePort()];
  const config = path.join(workDir, 'firebase.json');
  writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: auth },
        hub: { host: '127.0.0.1', port: hub },
        logging: { host: '127.0.0.1', port: logging },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  let output = '';
  emulator = spawn(
    process.execPath,
    [FIREBASE_BIN, 'emulators:start', '--only', 'auth', '--project', PROJECT, '--config', config],
    { cwd: workDir, env: { ...process.env, NO_UPDATE_NOTIFIER: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  emulator.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  emulator.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  host = `127.0.0.1:${auth}`;
  const deadline = Date.now() + EMULATOR_START_MS;
  while (Date.now() < deadline) {
    if (emulator.exitCode !== null) throw new Error(`l’émulateur s’est arrêté :\n${output}`);
    try {
      const body = (await (await fetch(`http://${host}/`)).json()) as { authEmulator?: { ready?: boolean } };
      if (body.authEmulator?.ready) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`l’émulateur ne répond pas :\n${output}`);
}

/** Identity Toolkit on the emulator, one connection per call (the emulator closes idle ones). */
async function toolkit<T>(call: string, body: unknown, admin = false): Promise<T> {
  const prefix = admin ? `projects/${PROJECT}/` : '';
  const url = `http://${host}/identitytoolkit.googleapis.com/v1/${prefix}${call}?key=demo`;
  const reply = await send(url, 'POST', body, admin ? 'owner' : undefined);
  if (reply.status !== 200) throw new Error(`${call} : ${reply.status} ${reply.text}`);
  return reply.body as T;
}

/** Signs in to Firebase with a Google credential, as the web app's popup does: a Firebase record is made. */
async function googleSignIn(sub: string): Promise<{ uid: string; idToken: string }> {
  const claims = { sub, email: `${sub}@example.com`, email_verified: true, name: `Mei ${sub.slice(-4)}` };
  const answer = await toolkit<{ localId: string; idToken: string }>('accounts:signInWithIdp', {
    postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
    requestUri: 'http://localhost',
    returnSecureToken: true,
  });
  return { uid: answer.localId, idToken: answer.idToken };
}

async function firebaseRecords(uid: string): Promise<unknown[]> {
  const answer = await toolkit<{ users?: unknown[] }>('accounts:lookup', { localId: [uid] }, true);
  return answer.users ?? [];
}

/** The Google account of `idToken` in `app`: its bearer headers. */
async function signInToApp(app: FastifyInstance, idToken: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/google-login',
    payload: { token: idToken },
  });
  expect(response.statusCode).toBe(200);
  return { authorization: `Bearer ${idToken}` };
}

describe('deleting a Google account (Firebase Auth emulator)', () => {
  beforeAll(startEmulator, EMULATOR_START_MS + 10_000);
  afterAll(async () => {
    if (emulator && emulator.exitCode === null) {
      const exited = new Promise((resolve) => emulator?.once('exit', resolve));
      emulator.kill('SIGTERM');
      await exited;
    }
    rmSync(workDir, { recursive: true, force: true });
  });

  it('deletes its Firebase record, then the account', async () => {
    const app = await buildTestApp({ firebaseProjectId: PROJECT, firebaseAuthEmulatorHost: host });
    const { uid, idToken } = await googleSignIn('google-suppression');
    const headers = await signInToApp(app, idToken);
    expect(await firebaseRecords(uid)).toHaveLength(1);

    expect((await app.inject({ method: 'DELETE', url: '/api/users/me', headers })).statusCode).toBe(204);

    expect(await firebaseRecords(uid)).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/users/me/export', headers })).statusCode).toBe(401);
  });

  it('deletes the account when Firebase no longer has the record', async () => {
    const app = await buildTestApp({ firebaseProjectId: PROJECT, firebaseAuthEmulatorHost: host });
    const { uid, idToken } = await googleSignIn('google-deja-partie');
    const headers = await signInToApp(app, idToken);
    await toolkit('accounts:delete', { localId: uid }, true);

    expect((await app.inject({ method: 'DELETE', url: '/api/users/me', headers })).statusCode).toBe(204);
  });

  it('keeps everything and answers 503 in French when Firebase cannot be reached', async () => {
    const { uid, idToken } = await googleSignIn('google-injoignable');
    // The same token, read by a server whose Firebase address answers nothing.
    const app = await buildTestApp({
      firebaseProjectId: PROJECT,
      firebaseAuthEmulatorHost: `127.0.0.1:${await freePort()}`,
    });
    const headers = await signInToApp(app, idToken);

    const response = await app.inject({ method: 'DELETE', url: '/api/users/me', headers });
    expectError(
      response,
      503,
      'Ton compte Google n’a pas pu être supprimé chez Google pour l’instant : rien n’a été supprimé. Réessaie dans un instant.',
    );
    expect(response.headers['retry-after']).toBe('30');
    expect(await firebaseRecords(uid)).toHaveLength(1);
    const exported = await app.inject({ method: 'GET', url: '/api/users/me/export', headers });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().compte.email).toBe('google-injoignable@example.com');
  });
});

describe('the service account key (GOOGLE_APPLICATION_CREDENTIALS)', () => {
  it('stops the start with a French message when the file is missing or is not a key', () => {
    const options = { projectId: PROJECT };
    const keyDir = mkdtempSync(path.join(os.tmpdir(), 'mj-cle-'));
    expect(() =>
      createFirebaseAccounts({ ...options, credentialsFile: path.join(keyDir, 'absente.json') }),
    ).toThrow(/^GOOGLE_APPLICATION_CREDENTIALS illisible/);
    const notAKey = path.join(keyDir, 'pas-une-cle.json');
    writeFileSync(notAKey, JSON.stringify({ type: 'service_account' }));
    expect(() => createFirebaseAccounts({ ...options, credentialsFile: notAKey })).toThrow(
      'n’est pas une clé de compte de service (client_email, private_key)',
    );
    rmSync(keyDir, { recursive: true, force: true });
  });
});
