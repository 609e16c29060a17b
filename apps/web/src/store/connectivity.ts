import { setupListeners } from '@reduxjs/toolkit/query';
import type { AppDispatch } from './store';
import { wentOffline, wentOnline } from './network-slice';

/**
 * Connects the store to the browser's network and focus events: RTK Query refetches what is on screen
 * when the network comes back or the app regains focus (and pauses polling while unfocused), and the
 * network slice follows `online`/`offline`. Returns the function that disconnects it.
 */
export function watchConnectivity(dispatch: AppDispatch): () => void {
  const stopQueries = setupListeners(dispatch);
  const online = () => dispatch(wentOnline());
  const offline = () => dispatch(wentOffline());
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return () => {
    stopQueries();
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
}
