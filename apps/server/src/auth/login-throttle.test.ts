import { describe, expect, it } from '@jest/globals';
import { LoginThrottle } from './login-throttle';

describe('login throttle', () => {
  const limits = { perPseudo: 3, perAddress: 5, windowSeconds: 60 };

  it('blocks a pseudo after its failures, until the window ends', () => {
    let now = 1000;
    const throttle = new LoginThrottle(limits, () => now);
    for (let i = 0; i < 3; i += 1) {
      expect(throttle.retryAfter('1.2.3.4', 'Alice')).toBe(0);
      throttle.recordFailure('1.2.3.4', 'Alice');
    }
    expect(throttle.retryAfter('5.6.7.8', 'alice ')).toBe(60);
    now += 45;
    expect(throttle.retryAfter('5.6.7.8', 'ALICE')).toBe(15);
    now += 15;
    expect(throttle.retryAfter('5.6.7.8', 'alice')).toBe(0);
  });

  it('blocks an address after failures on many pseudos', () => {
    const throttle = new LoginThrottle(limits, () => 0);
    for (let i = 0; i < 5; i += 1) throttle.recordFailure('1.2.3.4', `p${i}`);
    expect(throttle.retryAfter('1.2.3.4', 'nouveau')).toBe(60);
    expect(throttle.retryAfter('9.9.9.9', 'nouveau')).toBe(0);
  });

  it('clears a pseudo’s failures on success', () => {
    const throttle = new LoginThrottle(limits, () => 0);
    throttle.recordFailure('1.2.3.4', 'bob');
    throttle.recordFailure('1.2.3.4', 'bob');
    throttle.recordSuccess('Bob');
    throttle.recordFailure('1.2.3.4', 'bob');
    throttle.recordFailure('1.2.3.4', 'bob');
    expect(throttle.retryAfter('1.2.3.4', 'bob')).toBe(0);
  });
});
