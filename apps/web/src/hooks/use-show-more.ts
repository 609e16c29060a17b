import { useCallback, useState } from 'react';

/** How far below the screen the « show more » button starts showing the next items. */
const AHEAD = '600px';

/**
 * A long list rendered a page at a time: the first page only at start (what a phone's first screen
 * shows, and much less work for a slow phone than the whole list), the next page when the user clicks
 * the « show more » button or scrolls it near the screen. Give `moreRef` to that button; it is observed
 * again after each page, so a screen taller than a page keeps filling itself.
 */
export function useShowMore(pageSize: number) {
  const [count, setCount] = useState(pageSize);
  const showMore = useCallback(() => setCount((shown) => shown + pageSize), [pageSize]);
  const moreRef = useCallback(
    (button: HTMLElement | null) => {
      // jsdom and old browsers have no IntersectionObserver: the button alone then.
      if (!button || typeof IntersectionObserver === 'undefined') return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) showMore();
        },
        { rootMargin: `0px 0px ${AHEAD} 0px` },
      );
      observer.observe(button);
      return () => observer.disconnect();
    },
    // `count`: a new ref callback after each page, so the button is observed again where it now is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [showMore, count],
  );
  return { count, showMore, moreRef };
}
