import { useEffect, useId, useRef } from 'react';

/** The `sheet` mark of a history entry: an open sheet's id, '' once that sheet closed, else undefined. */
export const sheetOf = (state: unknown): string | undefined =>
  state && typeof state === 'object' ? (state as { sheet?: string }).sheet : undefined;

const withSheet = (sheet: string) => {
  const state: unknown = window.history.state;
  return { ...(state && typeof state === 'object' ? state : {}), sheet };
};

/**
 * While a sheet is open, the phone's back gesture closes it instead of leaving the page: the
 * sheet adds a history entry at the same address, and a back step to the page's entry closes it.
 * Closed otherwise (a button, Escape), the sheet leaves its entry marked as spent rather than stepping
 * back itself (a back step is asynchronous: it could land after the next sheet's entry and close that
 * one); the next sheet reuses a spent entry, so the page keeps at most one extra entry.
 */
export function useBackCloses(onClose: () => void): void {
  const marker = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (sheetOf(window.history.state) === undefined) window.history.pushState(withSheet(marker), '');
    else window.history.replaceState(withSheet(marker), '');
    const onPop = () => {
      if (sheetOf(window.history.state) !== marker) closeRef.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if (sheetOf(window.history.state) === marker) window.history.replaceState(withSheet(''), '');
    };
  }, [marker]);
}
