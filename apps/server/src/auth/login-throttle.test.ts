import { describe, expect, it } from '@jest/globals';
import { delayAfter } from './login-throttle';

describe('login delays', () => {
  const policy = { freeFailures: 3, maxDelaySeconds: 900 };

  it.each([
    [0, 0],
    [2, 0],
    [3, 1],
    [4, 2],
    [5, 4],
    [12, 512],
    [13, 900],
    [40, 900],
  ])('after %i failures, the next attempt waits %i s', (failures, seconds) => {
    expect(delayAfter(failures, policy)).toBe(seconds);
  });
});
