import { format } from 'node:util';
import { afterEach } from '@jest/globals';

/**
 * Fails the test during which React or RTK Query printed one of the warnings that mean a real fault:
 * a state update outside `act(...)` (the test did not wait for what the user would see), or
 * `updateCachedData` on a cache entry without data (the update was lost). Other console output passes.
 * The console methods are wrapped once, not spied, so `jest.restoreAllMocks()` leaves the guard in place.
 */
const FAULTS = [/not wrapped in act\(/, /`updateCachedData` was called/, /thrown synchronously in `onCache/];

export function guardConsole(): void {
  const seen: string[] = [];
  for (const method of ['warn', 'error'] as const) {
    const original = console[method].bind(console);
    console[method] = (...args: unknown[]) => {
      const text = format(...args);
      if (FAULTS.some((fault) => fault.test(text))) seen.push(text);
      original(...args);
    };
  }
  afterEach(() => {
    const faults = seen.splice(0);
    if (faults.length > 0) throw new Error(`Console warnings that mean a fault:\n${faults.join('\n')}`);
  });
}
