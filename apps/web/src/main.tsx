import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { setApiBaseUrl } from '@mj/api';
import { AppRouter } from './app/router';
import { env } from './config/env';
import { isGoogleSignInConfigured } from './lib/firebase';
import { registerServiceWorker } from './lib/service-worker';
import { watchGoogleSession } from './session/google-session';
import { restoreSession } from './session/persistence';
import { selectAuthInitializing } from './session/selectors';
import { watchConnectivity } from './store/connectivity';
import { updateDownloaded } from './store/network-slice';
import { makeStore } from './store/store';
import './styles/global.css';

setApiBaseUrl(env.apiUrl);

const store = makeStore({ auth: restoreSession(isGoogleSignInConfigured()) });

// Firebase is downloaded at start only to restore a Google session; local users never load it.
if (selectAuthInitializing(store.getState())) void store.dispatch(watchGoogleSession());

watchConnectivity(store.dispatch);
if (env.serviceWorker) registerServiceWorker(() => store.dispatch(updateDownloaded()));

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <AppRouter />
      </Provider>
    </StrictMode>,
  );
}

// The static shell of index.html is painted first (its tagline is the largest paint of every page): the
// app replaces it after the next frame, or after 100 ms if no frame comes (a tab opened in the background).
let rendered = false;
const renderOnce = () => {
  if (rendered) return;
  rendered = true;
  render();
};
requestAnimationFrame(() => setTimeout(renderOnce, 0));
setTimeout(renderOnce, 100);
