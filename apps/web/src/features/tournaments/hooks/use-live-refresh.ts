import { useSyncExternalStore } from 'react';

/** How often a running tournament's games and ranking are fetched again (beyond the spec). */
export const LIVE_REFRESH_MS = 5000;

function subscribe(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

const isVisible = () => document.visibilityState === 'visible';

/** True while the tab is shown: no request is spent on a phone in a pocket. */
export function usePageVisible(): boolean {
  return useSyncExternalStore(subscribe, isVisible, () => true);
}

/**
 * RTK Query options that poll while `live` (a running tournament) and the tab is visible, so the people
 * following a tournament never reload by hand; polling stops as soon as the tab is hidden.
 */
export function useLiveRefresh(live: boolean): { pollingInterval: number; skipPollingIfUnfocused: boolean } {
  const visible = usePageVisible();
  return { pollingInterval: live && visible ? LIVE_REFRESH_MS : 0, skipPollingIfUnfocused: true };
}
