import type { AppStore } from '../store/store';
import { createCopiesListener } from './copies';
import { createOutboxListener } from './listener';
import { outboxSlice, outboxStarted } from './outbox-slice';

let ready: () => void = () => undefined;
/** Resolved once a store has its outbox (writes queued in the app's first moments wait for it). */
export const outboxReady = new Promise<void>((resolve) => (ready = resolve));

/**
 * Gives a store its outbox: the slice, the listeners (sending, offline copies), then the start (what
 * waits on the phone is read and sent). The app does it once its first page is on screen (main.tsx), in a
 * chunk of its own so the first page's JavaScript does not carry it; tests at once.
 */
export function installOutbox(store: AppStore): void {
  store.injectSlice(outboxSlice);
  store.addMiddleware(createOutboxListener(store.disk), createCopiesListener(store.disk));
  store.dispatch(outboxStarted());
  ready();
}
