import { useEffect } from 'react';
import { whenIdle } from '../lib/idle';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectOnline } from '../store/network-slice';

/** How often the app's sender looks at the outbox while online (the game's page uses the same pace). */
const SENDER_PACE_MS = 10_000;
/** The first pass waits for the page's start to be over, at most this long. */
const FIRST_PASS_LATEST_MS = 2_000;

/**
 * The app's sender of the outbox: on every signed-in page, rounds validated without network
 * are sent on start, when the network returns and every 10 s while online, even when their game's page is
 * not open. A pass where nothing waits is one IndexedDB read. The sending code stays in the add-round
 * chunk, loaded here only once online and once the page's start is over (not on its critical path: the
 * first page's own chunks and render come first), so the first page's JS does not grow.
 */
export function useOutboxSender(): void {
  const online = useAppSelector(selectOnline);
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!online || typeof indexedDB === 'undefined') return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const pass = async () => {
      try {
        const { sendAllWaiting } = await import('../features/games/add-round/send-waiting');
        if (!stopped) await sendAllWaiting(dispatch);
      } catch (error) {
        console.warn('Envoi des tours en attente interrompu', error);
      }
      if (!stopped) timer = setTimeout(() => void pass(), SENDER_PACE_MS);
    };
    const cancelFirst = whenIdle(() => void pass(), { latestMs: FIRST_PASS_LATEST_MS });
    return () => {
      stopped = true;
      cancelFirst();
      clearTimeout(timer);
    };
  }, [online, dispatch]);
}
