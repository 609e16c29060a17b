/**
 * Logs never carry password hashes or emails. A database error prints its query's
 * parameters in its message and stack (drizzle's "Failed query: … params: …"); the app's logger keeps
 * the query, the error code and the stack frames, and drops the values.
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { users } from '../src/db/schema';
import { installErrorHandling } from '../src/errors';
import { AnsweredRequestLog, safeLogger } from '../src/logging';
import { buildTestApp, registerUser } from './helper';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}

function parsedLines(text: string) {
  return text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** The written lines about a request (those carrying its `req` or `res`), parsed. */
function requestLines(text: string) {
  return parsedLines(text).filter((line) => line.req !== undefined || line.res !== undefined);
}

/** A bare Fastify with the app's logger and request log, for what the app has no route to provoke. */
function bareApp(stream: Writable) {
  return Fastify({
    logger: safeLogger({ level: 'info', stream }),
    logController: new AnsweredRequestLog(),
  });
}

describe('logs', () => {
  it('hold one line per request, once answered: method, path, status and duration, no header', async () => {
    const log = capture();
    const app = await buildTestApp({ logger: { level: 'info', stream: log.stream } });
    const user = await registerUser(app);
    const before = log.text().length;
    const response = await app.inject({
      method: 'GET',
      url: '/api/parties/inconnue',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(response.statusCode).toBe(404);
    expect(requestLines(log.text().slice(before))).toEqual([
      expect.objectContaining({
        msg: 'requête traitée',
        req: expect.objectContaining({ method: 'GET', url: '/api/parties/inconnue' }),
        res: { statusCode: 404 },
        responseTime: expect.any(Number),
      }),
    ]);
    expect(log.text()).not.toContain(user.token);
  });

  it('say in French when a request ended on an error, beside its method, path and status', async () => {
    const log = capture();
    // A hook failing after the answer is one way Fastify ends a request "errored".
    const app = bareApp(log.stream);
    app.get('/api/health', () => ({ status: 'ok' }));
    app.addHook('onResponse', async () => {
      throw new Error('crochet en panne');
    });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(requestLines(log.text())).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'requête en échec',
        req: expect.objectContaining({ method: 'GET', url: '/api/health' }),
        res: { statusCode: 200 },
        err: expect.objectContaining({ message: 'crochet en panne' }),
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it('say « erreur inattendue » with the error, then the request’s line with its 500', async () => {
    const log = capture();
    const app = bareApp(log.stream);
    installErrorHandling(app);
    app.get('/api/panne', () => {
      throw new Error('panne imprévue');
    });
    const response = await app.inject({ method: 'GET', url: '/api/panne' });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(parsedLines(log.text()).filter((line) => line.level === 50)).toEqual([
      expect.objectContaining({
        msg: 'erreur inattendue',
        err: expect.objectContaining({ message: 'panne imprévue' }),
      }),
    ]);
    expect(requestLines(log.text())).toEqual([
      expect.objectContaining({ level: 30, msg: 'requête traitée', res: { statusCode: 500 } }),
    ]);
  });

  it('keep a database error’s query and code but none of its values (hash, email)', async () => {
    const log = capture();
    const app = await buildTestApp({ logger: { level: 'info', stream: log.stream } });
    const user = await registerUser(app);
    const email = 'secret.joueur@example.fr';
    const hash = 'scrypt$16384$8$1$c2VsZGVtZXI$aGFjaGVkZXBhc3NlbW90';
    // The same id twice: the database refuses it, as it would refuse anything unexpected.
    const failure = await app.database.db
      .insert(users)
      .values({ id: user.id, pseudo: 'doublon', email, provider: 'local', passwordHash: hash })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(String((failure as Error).message)).toContain(email); // the raw error does carry them
    app.log.error({ err: failure }, 'erreur inattendue');

    const written = log.text();
    expect(written).toContain('erreur inattendue');
    expect(written).toContain('Failed query: insert into \\"users\\"');
    expect(written).toContain('23505');
    expect(written).not.toContain(email);
    expect(written).not.toContain(hash);
    expect(written).not.toContain(user.id);
  });
});
