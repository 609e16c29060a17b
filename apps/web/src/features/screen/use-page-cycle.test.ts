import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { PAGE_SECONDS, usePageCycle } from './use-page-cycle';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

/** Each page's timer is set once React has shown the page: one wait per page turn. */
const wait = (seconds: number) => act(() => jest.advanceTimersByTime(seconds * 1000));

describe('usePageCycle', () => {
  it('turns to the next page every 12 seconds and back to the first after the last', () => {
    expect(PAGE_SECONDS).toBe(12);
    const { result } = renderHook(() => usePageCycle(3, 'ronde 1'));
    expect(result.current).toBe(0);
    wait(11.9);
    expect(result.current).toBe(0);
    wait(0.1);
    expect(result.current).toBe(1);
    wait(12);
    expect(result.current).toBe(2);
    wait(12);
    expect(result.current).toBe(0);
  });

  it('a single page stays', () => {
    const { result } = renderHook(() => usePageCycle(1, 'ronde 1'));
    wait(60);
    expect(result.current).toBe(0);
  });

  it('a live update (same pages) neither moves the page nor restarts its 12 seconds', () => {
    const { result, rerender } = renderHook(({ count }) => usePageCycle(count, 'ronde 1'), {
      initialProps: { count: 3 },
    });
    wait(12);
    expect(result.current).toBe(1);
    wait(8);
    rerender({ count: 3 });
    expect(result.current).toBe(1);
    wait(4);
    expect(result.current).toBe(2);
  });

  it('a new sequence (every table done: the ranking first) starts from the first page', () => {
    const { result, rerender } = renderHook(({ sequence }) => usePageCycle(3, sequence), {
      initialProps: { sequence: 'ronde 1' },
    });
    wait(12);
    wait(12);
    expect(result.current).toBe(2);
    rerender({ sequence: 'entre 1' });
    expect(result.current).toBe(0);
    wait(12);
    expect(result.current).toBe(1);
  });

  it('fewer pages than the current one: back to the first', () => {
    const { result, rerender } = renderHook(({ count }) => usePageCycle(count, 'ronde 1'), {
      initialProps: { count: 3 },
    });
    wait(12);
    wait(12);
    expect(result.current).toBe(2);
    rerender({ count: 2 });
    expect(result.current).toBe(0);
    wait(12);
    expect(result.current).toBe(1);
  });
});
