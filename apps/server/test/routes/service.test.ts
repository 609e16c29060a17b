import { describe, expect, it } from '@jest/globals';
import { backends, buildTestApp } from '../helper';

describe.each(backends)('service routes on %s', (backend) => {
  it('GET /api/health answers ok once the database is open', async () => {
    const app = await buildTestApp({ backend });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
