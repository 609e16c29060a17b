// The live endpoints arrive with the pages that follow a game or a tournament, not with the first page.
import { useLiveGameQuery, useLivePublicScreenQuery, useLiveTournamentQuery } from '@mj/api/live';
import { usePageVisible } from './use-page-visible';

/** How often a page polls while its live stream is down (reconnecting). */
export const FALLBACK_POLL_MS = 5000;

export interface LiveQueryOptions {
  pollingInterval: number;
  skipPollingIfUnfocused: boolean;
}

function fallbackPolling(live: boolean, direct: boolean | undefined, visible: boolean): LiveQueryOptions {
  return { pollingInterval: live && visible && !direct ? FALLBACK_POLL_MS : 0, skipPollingIfUnfocused: true };
}

/**
 * Keeps the tournament's event stream open while `live` (a running tournament) and returns the RTK Query
 * options of its data queries: no polling while the stream is up (events refetch what changed), polling
 * every 5 s while it is down and the tab is visible. Every section of a page shares the one stream.
 */
export function useLiveTournament(tournamentId: string, live: boolean): LiveQueryOptions {
  const visible = usePageVisible();
  const { data } = useLiveTournamentQuery(tournamentId, { skip: !live || !tournamentId });
  return fallbackPolling(live, data?.direct, visible);
}

/** The same for a game: its stream writes each new state of the game into the cache. */
export function useLiveGame(gameId: string, live: boolean): LiveQueryOptions {
  const visible = usePageVisible();
  const { data } = useLiveGameQuery(gameId, { skip: !live || !gameId });
  return fallbackPolling(live, data?.direct, visible);
}

/** The same for the public screen (no session): its stream writes each new content into the cache. */
export function useLivePublicScreen(jeton: string): LiveQueryOptions {
  const visible = usePageVisible();
  const { data } = useLivePublicScreenQuery(jeton, { skip: !jeton });
  return fallbackPolling(true, data?.direct, visible);
}
