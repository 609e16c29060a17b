import { startTransition, StrictMode } from 'react';
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

// Started by ./boot.ts once the static shell of index.html is painted (its tagline is the largest paint
// of every page); the app replaces it. Its first render is a transition: React renders it in slices of a
// few ms between which the browser stays responsive, instead of one long task on a slow phone (issue 18).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <Provider store={store}>
        <AppRouter />
      </Provider>
    </StrictMode>,
  );
});
