/**
 * Floor of the server ready time: plain Node (no TypeScript loader), a bare Fastify and PGlite opened on
 * the same data dir, answering /api/health. The product's start adds its loader, plugins, migrations check
 * and routes on top of this.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [dataDir, port] = process.argv.slice(2);
const requireFromServer = createRequire(path.resolve(import.meta.dirname, '../../apps/server/package.json'));
const Fastify = requireFromServer('fastify');
const { PGlite } = await import(pathToFileURL(requireFromServer.resolve('@electric-sql/pglite')).href);

const db = await PGlite.create(path.join(dataDir, 'pglite'));
const app = Fastify();
app.get('/api/health', async () => {
  await db.query('select 1');
  return { status: 'ok' };
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.once('SIGTERM', () =>
  app
    .close()
    .then(() => db.close())
    .then(() => process.exit(0)),
);
