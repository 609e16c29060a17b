/**
 * Issue 18, finding 9: logs never carry password hashes or emails. A database error prints its query's
 * parameters in its message and stack (drizzle's "Failed query: … params: …"); the app's logger keeps
 * the query, the error code and the stack frames, and drops the values.
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import { users } from '../src/db/schema';
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
    const lines = log
      .text()
      .slice(before)
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.req !== undefined || line.res !== undefined);
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        req: expect.objectContaining({ method: 'GET', url: '/api/parties/inconnue' }),
        res: { statusCode: 404 },
        responseTime: expect.any(Number),
      }),
    ]);
    expect(log.text()).not.toContain(user.token);
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
    app.log.error({ err: failure }, 'unexpected error');

    const written = log.text();
    expect(written).toContain('unexpected error');
    expect(written).toContain('Failed query: insert into \\"users\\"');
    expect(written).toContain('23505');
    expect(written).not.toContain(email);
    expect(written).not.toContain(hash);
    expect(written).not.toContain(user.id);
  });
});
