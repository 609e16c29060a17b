/**
 * docs/api-contract.md and the OpenAPI document generated from the route schemas list the same routes:
 * every documented route is served with its method and path, and every served route is documented.
 * A route is a table row of the page whose first cell is an HTTP method and second a path
 * (`| POST | /parties/tours/{partyId} | …`), in any section; a query string in the path is ignored.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './helper';

const CONTRACT_PAGE = path.resolve(__dirname, '../../../docs/api-contract.md');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];
/** The server mounts every route of the page under this prefix. */
const API_PREFIX = '/api';

/** `METHOD /path`, with path parameters written `{name}` whatever the source wrote (`:name`, `{name}`). */
export function routeKey(method: string, rawPath: string): string {
  const bare = rawPath.replace(/`/g, '').trim().split('?')[0] ?? '';
  const normalised = bare.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
  return `${method.trim().toUpperCase()} ${normalised}`;
}

/** Every `| METHOD | /path | …` row of a Markdown page; a cell may list several methods ("GET, POST"). */
export function documentedRoutes(markdown: string): string[] {
  const routes: string[] = [];
  for (const line of markdown.split('\n')) {
    const cells = line.trim().startsWith('|') ? line.split('|').slice(1, -1) : [];
    const [methodCell, pathCell] = cells.map((cell) => cell.replace(/`/g, '').trim());
    if (!methodCell || !pathCell?.startsWith('/')) continue;
    const methods = methodCell.split(/\s*(?:,|\bor\b|\bou\b|\/)\s*/).map((m) => m.toUpperCase());
    if (!methods.every((method) => METHODS.includes(method))) continue;
    for (const method of methods) routes.push(routeKey(method, pathCell));
  }
  return routes;
}

/** Every operation of an OpenAPI document's `paths`, without the `/api` prefix. */
export function openApiRoutes(doc: { paths: Record<string, Record<string, unknown>> }): string[] {
  return Object.entries(doc.paths).flatMap(([route, operations]) =>
    Object.keys(operations)
      .filter((key) => METHODS.includes(key.toUpperCase()))
      .map((method) =>
        routeKey(method, route.startsWith(API_PREFIX) ? route.slice(API_PREFIX.length) : route),
      ),
  );
}

describe('the parsers', () => {
  it('reads route rows from any table, ignoring other rows, query strings and backticks', () => {
    const page = [
      '## Routes',
      '| Method | Path | Body |',
      '|---|---|---|',
      '| GET | /parties/tours/{partyId}/tours?compact=true | – |',
      '| `DELETE` | `/tournois/{id}/parties/{gameId}` | – |',
      '',
      '## Another section',
      '| Status | Meaning |',
      '| 409 | /not/a/route |',
      '| GET, POST | /x/{id} | a cell with | inside |',
      'A sentence mentioning | GET | /not/a/row (not a table line) |',
    ].join('\n');
    expect(documentedRoutes(page)).toEqual([
      'GET /parties/tours/{partyId}/tours',
      'DELETE /tournois/{id}/parties/{gameId}',
      'GET /x/{id}',
      'POST /x/{id}',
    ]);
  });

  it('writes path parameters one way, and strips the /api prefix of the OpenAPI paths', () => {
    expect(routeKey('post', '/parties/:id/finish')).toBe('POST /parties/{id}/finish');
    expect(
      openApiRoutes({
        paths: { '/api/parties/{id}': { get: {}, parameters: [] }, '/api/health': { get: {} } },
      }),
    ).toEqual(['GET /parties/{id}', 'GET /health']);
  });
});

describe('docs/api-contract.md and the OpenAPI document', () => {
  let app: FastifyInstance;
  let documented: string[];
  let served: string[];
  beforeAll(async () => {
    app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    served = openApiRoutes(response.json());
    documented = documentedRoutes(readFileSync(CONTRACT_PAGE, 'utf8'));
  });
  afterAll(() => app.close());

  it('finds the routes of both (the parsers read something)', () => {
    expect(documented).toContain('POST /parties/tours/{partyId}');
    expect(served).toContain('POST /parties/tours/{partyId}');
  });

  it('documents each route once', () => {
    expect(documented.filter((route, index) => documented.indexOf(route) !== index)).toEqual([]);
  });

  it('serves every documented route with its method and path', () => {
    expect(documented.filter((route) => !served.includes(route))).toEqual([]);
  });

  it('documents every route of the OpenAPI document', () => {
    expect(served.filter((route) => !documented.includes(route))).toEqual([]);
  });
});
