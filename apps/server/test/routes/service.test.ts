/** Service routes (health, OpenAPI) and the transport rules every route shares. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import {
  backends,
  buildTestApp,
  call,
  expectError,
  registerUser,
  registerUsers,
  type TestUser,
} from '../helper';

describe.each(backends)('service routes on %s', (backend) => {
  let app: FastifyInstance;
  let user: TestUser;
  beforeAll(async () => {
    // A web directory that does not exist: the API alone is served.
    app = await buildTestApp({ backend, webDistDir: path.join(os.tmpdir(), 'mj-pas-de-web') });
    user = await registerUser(app);
  });

  it('serves no web app when its directory does not exist', async () => {
    expectError(await app.inject({ method: 'GET', url: '/' }), 404, 'Cette adresse n’existe pas.');
  });

  it('GET /api/health answers ok; GET /api/health/ready once the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect({ status: ready.statusCode, body: ready.json() }).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('GET /api/health/ready answers 503 in French when the database does not answer', async () => {
    const closed = await buildTestApp();
    await closed.database.close();
    expectError(
      await closed.inject({ method: 'GET', url: '/api/health/ready' }),
      503,
      'La base de données ne répond pas.',
    );
    expect((await closed.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('GET /api/docs/json serves the OpenAPI document generated from the route schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/users/register',
        '/api/parties/tours/{partyId}',
        '/api/tournois/{id}/classement',
      ]),
    );
    const round = doc.paths['/api/parties/tours/{partyId}'].post;
    expect(round.requestBody.content['application/json'].schema.properties).toHaveProperty('type_victoire');
    expect(round.responses['201'].content['application/json'].schema.properties).toHaveProperty('entry');
  });

  it('sends security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    // HSTS only behind HTTPS (BEHIND_HTTPS): test/hardening/headers.test.ts.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers unknown API addresses with a French 404', async () => {
    expectError(
      await app.inject({ method: 'GET', url: '/api/nulle-part' }),
      404,
      'Cette adresse n’existe pas.',
    );
  });

  describe('bad input never gets a 500 and changes nothing', () => {
    const send = (payload: string, contentType = 'application/json') =>
      app.inject({
        method: 'POST',
        url: '/api/tournois/',
        payload,
        headers: { ...user.headers, 'content-type': contentType },
      });

    it.each([
      ['bad JSON', '{"nom": "Tournoi",', 422, 'Le corps de la requête n’est pas un JSON valide.'],
      ['a JSON array', '[1, 2, 3]', 422, 'Le corps de la requête doit être un objet.'],
      ['a JSON number', '42', 422, 'Le corps de la requête doit être un objet.'],
      [
        'prototype poisoning',
        '{"__proto__": {"admin": true}, "nom": "x"}',
        422,
        'Le corps de la requête n’est pas un JSON valide.',
      ],
      ['an empty body', '', 422, 'Le corps de la requête doit être un objet.'],
    ])('%s', async (_case, payload, status, detail) => {
      expectError(await send(payload), status, detail);
    });

    it('refuses a body over the size limit with 413', async () => {
      expectError(
        await send(JSON.stringify({ nom: 'x'.repeat(200_000) })),
        413,
        'La requête est trop volumineuse.',
      );
    });

    it('refuses a body that is not JSON with 415', async () => {
      expectError(
        await send('nom=Tournoi', 'application/x-www-form-urlencoded'),
        415,
        'Format non pris en charge : envoie du JSON.',
      );
    });

    it('accepts a DELETE carrying an empty JSON body', async () => {
      const [a, b, c, d] = await registerUsers(app, 4);
      const gameId = (
        await call(app, a, {
          method: 'POST',
          url: '/api/parties/',
          payload: { joueurs: [a!.id, b!.id, c!.id, d!.id] },
        })
      ).json().id;
      const response = await app.inject({
        method: 'DELETE',
        url: `/api/parties/tours/${gameId}/last`,
        headers: { ...a!.headers, 'content-type': 'application/json' },
      });
      expectError(response, 404, 'Aucun tour à annuler.');
    });

    it('left no tournament behind', async () => {
      expect((await call(app, user, { method: 'GET', url: '/api/tournois/' })).json()).toEqual([]);
    });
  });
});

describe('the built web app', () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'mj-web-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('is served at / with the index.html fallback for client routes, never for /api', async () => {
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Mahjong</title>');
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    const app = await buildTestApp({ webDistDir: dist });
    const root = await app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<title>Mahjong</title>');
    const clientRoute = await app.inject({
      method: 'GET',
      url: '/tournois/123/admin',
      headers: { accept: 'text/html' },
    });
    expect(clientRoute.statusCode).toBe(200);
    expect(clientRoute.body).toContain('<title>Mahjong</title>');
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const staleChunk = await app.inject({ method: 'GET', url: '/assets/app-old999.js' });
    expect(staleChunk.statusCode).toBe(404);
    expect(staleChunk.body).not.toContain('<title>Mahjong</title>');
    expectError(await app.inject({ method: 'GET', url: '/api/inconnu' }), 404);
  });
});
