/**
 * `MJ_TEST_PG=0` turns PostgreSQL off for a local run only: on CI it is ignored, so that a variable left
 * in a CI file cannot make half of the suite vanish unnoticed.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { postgresSwitchedOff } from './postgres-cluster';

describe('MJ_TEST_PG=0', () => {
  it('switches PostgreSQL off locally, never on CI (CI=1 or CI=true)', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect([
        postgresSwitchedOff({ MJ_TEST_PG: '0' }),
        postgresSwitchedOff({ MJ_TEST_PG: '0', CI: '0' }),
        postgresSwitchedOff({ MJ_TEST_PG: '0', CI: '1' }),
        postgresSwitchedOff({ MJ_TEST_PG: '0', CI: 'true' }),
        postgresSwitchedOff({ CI: '1' }),
        postgresSwitchedOff({}),
      ]).toEqual([true, true, false, false, false, false]);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('MJ_TEST_PG=0 ignoré sur la CI'));
    } finally {
      warn.mockRestore();
    }
  });
});
