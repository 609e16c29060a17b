/**
 * The data directory is private: created with mode 0700 whether the JWT secret is
 * generated into it or given by JWT_SECRET(S), in which case PGlite's opening creates it.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { buildTestApp } from './helper';

describe('the data directory', () => {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'mj-data-'));
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it('is created 0700 with a JWT secret given in the environment', async () => {
    const dataDir = path.join(parent, 'data');
    const app = await buildTestApp({ dataDir, jwtSecret: 'b'.repeat(48) });
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    await app.close();
  });
});
