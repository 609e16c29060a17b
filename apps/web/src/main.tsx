import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { setApiBaseUrl } from '@mj/api';
import { routeStartSteps } from './app/route-start';
import { firstPageShown } from './app/lazy-page';
import { AppRouter } from './app/router';
import { env } from './config/env';
import { isGoogleSignInConfigured } from './lib/google-sign-in';
import { nextTask, whenIdle } from './lib/idle';
import { watchGoogleSession } from './session/session';
import { restoreSession } from './session/persistence';
import { selectAuthInitializing, selectCurrentUser } from './session/selectors';
import { watchConnectivity } from './store/connectivity';
import { updateDownloaded } from './store/network-slice';
import { makeStore } from './store/store';
import './styles/global.css';

setApiBaseUrl(env.apiUrl);

// Started by ./boot.ts once the static shell of index.html is painted (its tagline is the largest paint
// of every page); the app replaces it. On a slow phone each step is a task of its own: this
// module's evaluation, the store, each of the page's requests and its chunk (./app/route-start.ts), then
// the first render, a transition that React renders in slices of a few ms between which the browser
// stays responsive, instead of one long task.
async function start() {
  await nextTask();
  const store = makeStore({ auth: restoreSession(isGoogleSignInConfigured()) });
  const state = store.getState();
  // Firebase is downloaded at start only to restore a Google session; local users never load it.
  if (selectAuthInitializing(state)) void store.dispatch(watchGoogleSession());
  watchConnectivity(store.dispatch);
  // Once the first page is on screen (5 s at most, should it never show), then at an idle moment: the
  // outbox (what waits on the phone is read and sent) and the service worker's registration, each a small
  // chunk of its own that the first page's load does not wait for.
  const later = () => {
    void import('./outbox/install').then(({ installOutbox }) => installOutbox(store));
    if (env.serviceWorker)
      void import('./lib/service-worker-registration').then(({ registerServiceWorker }) =>
        registerServiceWorker(() => store.dispatch(updateDownloaded())),
      );
  };
  void Promise.race([firstPageShown, new Promise((resolve) => setTimeout(resolve, 5_000))]).then(() =>
    whenIdle(later, { latestMs: 1_000 }),
  );

  const signedIn = Boolean(selectCurrentUser(state)) && !selectAuthInitializing(state);
  for (const step of routeStartSteps(window.location.pathname, signedIn)) {
    await nextTask();
    step(store.dispatch);
  }
  await nextTask();
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
}

void start();
