import { useEffect, useState } from 'react';

/** How long each page of the wall stays up: long enough to find one's name in a ranking column. */
export const PAGE_SECONDS = 12;

/**
 * Which of `pageCount` pages the wall shows: the next one every `PAGE_SECONDS`, back to the first after
 * the last. A new `sequence` (the ronde starts, ends, the tournament ends) starts again from the first
 * page; anything else (a live update of the scores, the same pages) leaves the page and its timer alone.
 * When the count shrinks under the current page, the cycle goes on from the first.
 */
export function usePageCycle(pageCount: number, sequence: string): number {
  const [state, setState] = useState({ sequence, index: 0 });
  const current = state.sequence === sequence && state.index < pageCount ? state.index : 0;
  useEffect(() => {
    if (pageCount <= 1) return undefined;
    const timer = setTimeout(
      () => setState({ sequence, index: (current + 1) % pageCount }),
      PAGE_SECONDS * 1000,
    );
    return () => clearTimeout(timer);
  }, [current, pageCount, sequence]);
  return current;
}
