import { useEffect, useRef } from 'react';
import { usePageVisible } from '../../hooks/use-page-visible';

/**
 * Calls `callback` every `delayMs` while the tab is visible (spec: the /home-swipe carousel advances every
 * 60 s "while the tab is visible") and `enabled` (the carousel's pause). Hiding the tab or pausing stops
 * the timer; showing or resuming starts a fresh full delay.
 */
export function useVisibleInterval(callback: () => void, delayMs: number, enabled = true): void {
  const visible = usePageVisible();
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);

  useEffect(() => {
    if (!visible || !enabled) return undefined;
    const timer = setInterval(() => latest.current(), delayMs);
    return () => clearInterval(timer);
  }, [visible, enabled, delayMs]);
}
