/**
 * Headers of the API's answers: `Cache-Control: no-store` on every one (a shared computer at a venue
 * must not show the last player's data from its cache), and HSTS only when the server is told it is
 * reached over HTTPS (BEHIND_HTTPS): sent over plain HTTP it would lock browsers out of a club's laptop.
 */
import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../src/config';
import { buildTestApp, registerUser } from '../helper';

describe('API answers', () => {
  it('carry Cache-Control: no-store, refusals included, and no HSTS by default', async () => {
    const app = await buildTestApp();
    const user = await registerUser(app);
    const answers = [
      await app.inject({ method: 'GET', url: '/api/users/users', headers: user.headers }),
      await app.inject({ method: 'GET', url: '/api/users/users' }),
      await app.inject({ method: 'GET', url: '/api/nulle-part', headers: user.headers }),
      await app.inject({ method: 'GET', url: '/api/health' }),
    ];
    expect(answers.map((answer) => [answer.statusCode, answer.headers['cache-control']])).toEqual([
      [200, 'no-store'],
      [401, 'no-store'],
      [404, 'no-store'],
      [200, 'no-store'],
    ]);
    expect(answers.map((answer) => answer.headers['strict-transport-security'])).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('carry HSTS for a year when BEHIND_HTTPS says the server is reached over HTTPS', async () => {
    expect([
      loadConfig({ DATA_DIR: 'memory://', BEHIND_HTTPS: '1' }).behindHttps,
      loadConfig({ DATA_DIR: 'memory://' }).behindHttps,
    ]).toEqual([true, false]);
    expect(() => loadConfig({ DATA_DIR: 'memory://', BEHIND_HTTPS: 'oui' })).toThrow('BEHIND_HTTPS invalide');
    const app = await buildTestApp({ behindHttps: true });
    const answer = await app.inject({ method: 'GET', url: '/api/health' });
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('stream caps are settings: MAX_STREAMS, MAX_STREAMS_PER_USER, MAX_SCREEN_STREAMS_PER_ADDRESS', () => {
    expect(
      loadConfig({
        DATA_DIR: 'memory://',
        MAX_STREAMS: '900',
        MAX_STREAMS_PER_USER: '4',
        MAX_SCREEN_STREAMS_PER_ADDRESS: '3',
      }).streamLimits,
    ).toEqual({ perProcess: 900, perUser: 4, screensPerAddress: 3 });
    expect(loadConfig({ DATA_DIR: 'memory://' }).streamLimits).toEqual({
      perProcess: 5000,
      perUser: 16,
      screensPerAddress: 20,
    });
    expect(() => loadConfig({ DATA_DIR: 'memory://', MAX_STREAMS_PER_USER: '0' })).toThrow(
      'MAX_STREAMS_PER_USER invalide',
    );
  });
});
