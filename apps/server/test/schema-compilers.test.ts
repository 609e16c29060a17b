/**
 * Route schemas compiled on first use (src/schema-compilers.ts): the same answers as Fastify's own
 * compilers, every schema of the app compiles, and what the start no longer checks is checked later.
 */
import { describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { lazySchemaCompilers } from '../src/schema-compilers';
import { buildTestApp } from './helper';

const AJV: FastifyServerOptions['ajv'] = {
  customOptions: { coerceTypes: false, removeAdditional: true, useDefaults: true, allowUnionTypes: true },
};

/** One route with every request part and a response schema, on Fastify's compilers or the lazy ones. */
async function echoApp(lazy: boolean): Promise<FastifyInstance> {
  const app = Fastify({
    ajv: AJV,
    ...(lazy ? { schemaController: { compilersFactory: lazySchemaCompilers().compilersFactory } } : {}),
  });
  app.post(
    '/echo/:id',
    {
      schema: {
        params: { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9]+$' } } },
        querystring: { type: 'object', properties: { page: { type: 'integer', default: 1 } } },
        headers: {
          type: 'object',
          properties: { 'idempotency-key': { type: 'string', minLength: 3 } },
        },
        body: {
          type: 'object',
          required: ['name'],
          additionalProperties: false,
          properties: { name: { type: 'string', minLength: 1 }, seats: { type: 'integer', default: 4 } },
        },
        response: {
          200: {
            type: 'object',
            properties: { id: { type: 'string' }, page: {}, body: {} },
          },
        },
      },
    },
    async (request) => ({
      id: (request.params as { id: string }).id,
      page: (request.query as { page: number }).page,
      body: request.body,
      secret: 'not in the response schema',
    }),
  );
  await app.ready();
  return app;
}

describe('route schemas compiled on first use', () => {
  it('answers exactly as Fastify’s own compilers: defaults, extra properties removed, each kind of refusal', async () => {
    const requests = [
      { url: '/echo/12', payload: { name: 'Élodie', extra: true } },
      { url: '/echo/12?page=3', payload: { name: 'Élodie', seats: 3 } },
      { url: '/echo/1x', payload: { name: 'Élodie' } },
      { url: '/echo/12?page=deux', payload: { name: 'Élodie' } },
      { url: '/echo/12', payload: { seats: 4 } },
      { url: '/echo/12', payload: { name: 'Élodie' }, headers: { 'Idempotency-Key': 'ab' } },
      { url: '/echo/12', payload: { name: 'Élodie' }, headers: { 'idempotency-key': 'abc' } },
    ];
    const [eager, lazy] = await Promise.all([echoApp(false), echoApp(true)]);
    try {
      for (const request of requests) {
        const expected = await eager.inject({ method: 'POST', ...request });
        const actual = await lazy.inject({ method: 'POST', ...request });
        expect({ request, status: actual.statusCode, body: actual.json() }).toEqual({
          request,
          status: expected.statusCode,
          body: expected.json(),
        });
      }
      // Written by hand: the default and the removed property, the response filtered by its schema.
      const first = await lazy.inject({ method: 'POST', url: '/echo/12', payload: { name: 'A', x: 1 } });
      expect(first.json()).toEqual({ id: '12', page: 1, body: { name: 'A', seats: 4 } });
    } finally {
      await Promise.all([eager.close(), lazy.close()]);
    }
  });

  it('compiles nothing before the first use, and says a schema that does not compile then', async () => {
    const compilers = lazySchemaCompilers();
    const app = Fastify({ ajv: AJV, schemaController: { compilersFactory: compilers.compilersFactory } });
    app.post('/broken', { schema: { body: { type: 'pas-un-type' } } }, async () => ({}));
    try {
      await expect(app.ready()).resolves.toBe(app);
      const response = await app.inject({ method: 'POST', url: '/broken', payload: {} });
      expect(response.statusCode).toBe(500);
      await expect(compilers.compilePending()).rejects.toThrow(/pas-un-type/);
    } finally {
      await app.close();
    }
  });

  it('refuses a header schema that names a header with capitals, which Node never delivers', async () => {
    const app = Fastify({ schemaController: { compilersFactory: lazySchemaCompilers().compilersFactory } });
    app.get(
      '/headers',
      { schema: { headers: { type: 'object', properties: { 'Idempotency-Key': { type: 'string' } } } } },
      async () => ({}),
    );
    await expect(app.ready()).rejects.toThrow(/Idempotency-Key/);
    await app.close();
  });

  it('compiles every schema of the app', async () => {
    const app = await buildTestApp();
    await expect(app.compileSchemas()).resolves.toBeUndefined();
  });
});
