import { useEffect } from 'react';
import { getApiBaseUrl, type Game } from '@mj/api';
import { dataCacheOf, KEPT_AT_HEADER } from '../../../lib/service-worker';
import { selectCurrentUser } from '../../../session/selectors';
import { useAppSelector } from '../../../store/hooks';

/**
 * The service worker keeps the answers of reads (GET /api/parties/{id}) for offline use, but a round
 * write answers with the game and the live stream writes it in place: no read follows, so the kept copy
 * would stay at the state before. A reload without network would then show an old board, with the waiting
 * rounds settled on it. So while the page holds a game fresh from the server, it writes it into the
 * worker's cache as the answer of its read (the same cache, address and date header as sw.js uses).
 */
export function useKeepGameForOffline(gameId: string, game: Game | undefined, online: boolean) {
  const kept = useAppSelector((state) => `getGame(${JSON.stringify(gameId)})` in state.network.keptSince);
  const user = useAppSelector(selectCurrentUser)?.user_id;
  useEffect(() => {
    if (!game || !online || kept || !user) return;
    if (typeof caches === 'undefined' || !navigator.serviceWorker?.controller) return;
    const address = new URL(`${getApiBaseUrl()}/parties/${encodeURIComponent(gameId)}`, window.location.href);
    const answer = new Response(JSON.stringify(game), {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        [KEPT_AT_HEADER]: new Date().toISOString(),
      },
    });
    caches
      .open(dataCacheOf(user))
      .then((cache) => cache.put(address, answer))
      .catch((error: unknown) => console.warn('Partie non gardée pour le hors-ligne', error));
  }, [gameId, game, online, kept, user]);
}
