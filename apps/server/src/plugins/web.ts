/**
 * Serves the built web app (apps/web/dist) at `/` when it exists, with the index.html fallback that
 * client-side routes need, and answers every other unknown address with a French 404.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { SERVER_MESSAGES } from '../messages';

export interface WebOptions {
  webDistDir?: string | undefined;
}

export const webPlugin = fp<WebOptions>(
  async (app, options) => {
    const root = options.webDistDir ? path.resolve(options.webDistDir) : undefined;
    const serveWeb = root !== undefined && existsSync(path.join(root, 'index.html'));
    if (serveWeb) {
      await app.register(fastifyStatic, {
        root,
        wildcard: true,
        index: ['index.html'],
        // The web build writes .br and .gz beside each file (apps/web/vite.config.ts): sent as they are.
        preCompressed: true,
        // Off, or send's own `public, max-age=0` replaces the header set below.
        cacheControl: false,
        setHeaders: (res, filePath) => {
          // Vite fingerprints assets: cache them for good; index.html must always be revalidated.
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
          res.setHeader('vary', 'accept-encoding');
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url === '/api' || request.url.startsWith('/api/');
      // A missing fingerprinted asset (a stale chunk after a deploy) is a 404, not index.html served as
      // JavaScript: the app's chunk loader then shows its French error with « Réessayer ».
      const isAsset = request.url.startsWith('/assets/');
      if (serveWeb && !isApi && !isAsset && (request.method === 'GET' || request.method === 'HEAD')) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      if (isApi) reply.header('cache-control', 'no-store'); // as every API answer (routes/index.ts)
      return reply.code(404).send({ detail: SERVER_MESSAGES.routeNotFound });
    });
  },
  { name: 'web' },
);
