import { useEffect, useRef } from 'react';

/**
 * Calls `callback` every `delayMs` while the tab is visible (spec: the /home-swipe carousel advances every
 * 60 s "while the tab is visible"). Hiding the tab stops the timer; showing it starts a fresh full delay.
 */
export function useVisibleInterval(callback: () => void, delayMs: number): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | null = null;
    const stop = () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
    };
    const sync = () => {
      stop();
      if (document.visibilityState === 'visible') timer = setInterval(() => latest.current(), delayMs);
    };
    sync();
    document.addEventListener('visibilitychange', sync);
    return () => {
      document.removeEventListener('visibilitychange', sync);
      stop();
    };
  }, [delayMs]);
}
