import { describe, expect, it, jest } from '@jest/globals';
import { makeTestStore } from '../test/render';
import { makeStore } from './store';

/** Each clock reading 100 ms after the last, so every RTK dev check seems to take 100 ms. */
function slowClock() {
  let now = 0;
  jest.spyOn(Date, 'now').mockImplementation(() => (now += 100));
}

function tookWarnings(warn: { mock: { calls: unknown[][] } }) {
  return warn.mock.calls.filter(([message]) => String(message).includes(' took '));
}

describe('makeStore dev checks', () => {
  it('warns when a check is slower than RTK’s 32 ms by default', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    slowClock();
    makeStore().dispatch({ type: 'test/happened' });
    expect(tookWarnings(warn).length).toBeGreaterThan(0);
  });

  it('keeps the checks in test stores but without the timing warnings', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    slowClock();
    makeTestStore().dispatch({ type: 'test/happened', payload: new Map() });
    expect(tookWarnings(warn)).toEqual([]);
    expect(String(error.mock.calls[0]?.[0])).toContain('non-serializable value was detected in an action');
  });
});
