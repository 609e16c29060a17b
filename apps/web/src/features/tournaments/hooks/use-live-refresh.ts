import { usePageVisible } from '../../../hooks/use-page-visible';

/** How often a running tournament's games and ranking are fetched again (beyond the spec). */
export const LIVE_REFRESH_MS = 5000;

/**
 * RTK Query options that poll while `live` (a running tournament) and the tab is visible, so the people
 * following a tournament never reload by hand; polling stops as soon as the tab is hidden.
 */
export function useLiveRefresh(live: boolean): { pollingInterval: number; skipPollingIfUnfocused: boolean } {
  const visible = usePageVisible();
  return { pollingInterval: live && visible ? LIVE_REFRESH_MS : 0, skipPollingIfUnfocused: true };
}
