import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { SessionUser } from '@mj/api';
import { AppRoutes } from '../app/router';
import { initialAuthState } from '../session/auth-slice';
import { installOutbox } from '../outbox/install';
import type { DeviceStore } from '../outbox/storage';
import { makeStore, type AppStore, type RootState } from '../store/store';

export const alice: SessionUser = {
  user_id: 'u-alice',
  pseudo: 'Alice',
  email: 'alice@example.fr',
  provider: 'local',
};

/** A signed-in local session, as if restored from localStorage. */
export function signedIn(user: SessionUser = alice, token = 'jeton-alice'): Partial<RootState> {
  return { auth: { ...initialAuthState, user, token } };
}

/**
 * RTK's dev checks still run in tests, but a 2-core CI machine running jest workers side by side makes
 * them take longer than RTK's 32 ms now and then: a second before they print "took NNms".
 */
const TEST_DEV_CHECK_WARN_AFTER_MS = 1000;

/** A fresh real store for a test, without the dev checks' timing warnings. */
export function makeTestStore(preloadedState?: Partial<RootState>, disk?: DeviceStore): AppStore {
  const store = makeStore(preloadedState, {
    devCheckWarnAfterMs: TEST_DEV_CHECK_WARN_AFTER_MS,
    ...(disk && { disk }),
  });
  // The app installs the outbox just after its start; a test's store has it from the first action.
  installOutbox(store);
  return store;
}

interface Options extends Omit<RenderOptions, 'queries'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** The URL the MemoryRouter starts at. */
  route?: string;
}

/** Shows the current location so tests can assert redirects. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders `ui` on a real store (redux-templates' `renderWithProviders`). */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, store, route = '/', ...options }: Options = {},
) {
  const realStore = store ?? makeTestStore(preloadedState);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={realStore}>
        <MemoryRouter initialEntries={[route]}>
          {children}
          <Routes>
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </Provider>
    );
  }
  return { store: realStore, ...render(ui, { wrapper: Wrapper, ...options }) };
}

/** The whole app (guards, header, lazy pages) at `route`. */
export function renderApp(route: string, options: Omit<Options, 'route'> = {}) {
  return renderWithProviders(<AppRoutes />, { ...options, route });
}
