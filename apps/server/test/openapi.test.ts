/**
 * The OpenAPI document as third-party tools take it: every operation has a French summary and
 * a stable operationId, the document names its server, `redocly lint` with its recommended rules finds no
 * error, and `openapi-typescript` generates a client's types from it. `/api/docs` shows it as a page that
 * needs no script (the server's CSP forbids inline ones).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './helper';

const run = promisify(execFile);
const bin = (name: string) => path.resolve(__dirname, '../../../node_modules/.bin', name);

interface Operation {
  operationId?: string;
  summary?: string;
}

describe('the OpenAPI document', () => {
  // Two command-line tools start below; a loaded 2-core machine needs more than 5 s.
  jest.setTimeout(120_000);
  let app: FastifyInstance;
  let doc: { servers?: unknown[]; paths: Record<string, Record<string, Operation>> };
  let dir: string;
  let file: string;

  beforeAll(async () => {
    app = await buildTestApp();
    doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    dir = mkdtempSync(path.join(os.tmpdir(), 'mj-openapi-'));
    file = path.join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const operations = () =>
    Object.entries(doc.paths).flatMap(([route, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ name: `${method.toUpperCase()} ${route}`, ...op })),
    );

  it('gives every operation a summary and a unique operationId, and names its server', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(40);
    expect(all.filter((op) => !op.summary?.trim()).map((op) => op.name)).toEqual([]);
    const ids = all.map((op) => op.operationId);
    expect(ids.filter((id) => !/^[a-z][A-Za-z]+$/.test(id ?? ''))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    // A few ids written out: tools and generated clients name their functions after them.
    expect(doc.paths['/api/parties/tours/{partyId}']?.post?.operationId).toBe('addRound');
    expect(doc.paths['/api/public/ecrans/{jeton}/evenements']?.get?.operationId).toBe('publicScreenEvents');
    expect(doc.servers).toEqual([{ url: '/', description: expect.any(String) }]);
  });

  it('passes redocly lint with the recommended rules (no error)', async () => {
    // Exit status 0 means no error (warnings allowed); execFile rejects on any other status.
    const { stdout } = await run(
      bin('redocly'),
      ['lint', file, '--extends=recommended', '--format=summary'],
      {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
    expect(stdout).not.toMatch(/^error/m);
  });

  it('generates the types of a client with openapi-typescript', async () => {
    const out = path.join(dir, 'api.d.ts');
    await run(bin('openapi-typescript'), [file, '-o', out]);
    const types = readFileSync(out, 'utf8');
    expect(types).toContain('"/api/parties/tours/{partyId}"');
    expect(types).toMatch(/\baddRound: \{/);
    expect(types).toMatch(/\bpublicScreen: \{/);
  });

  it('/api/docs shows every operation on a page without any script, under the CSP', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.body).not.toMatch(/<script/i);
    for (const op of operations()) expect(response.body).toContain(`id="${op.operationId}"`);
    expect(response.body).toContain('Ajouter un tour à une partie.');
  });
});
