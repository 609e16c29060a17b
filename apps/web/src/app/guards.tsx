import { lazy, Suspense, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { KeptDataNotice } from '../components/app-status';
import { Header } from '../components/header';
import { PageLoading } from '../components/spinner';
import { paths } from '../config/paths';
import { logOut } from '../session/session';
import { selectAuthInitializing, selectCurrentUser } from '../session/selectors';
import { useAppDispatch, useAppSelector } from '../store/hooks';

/** The outbox's word (writes kept at sign-out, a storage failure): loaded with the rest of the outbox. */
const LazyOutboxNotice = lazy(() =>
  import('../outbox/outbox-notice').then(({ OutboxNotice }) => ({ default: OutboxNotice })),
);
/** Nothing until the outbox is in the store (a moment after the first page): its chunk comes with it. */
function OutboxNotice() {
  const installed = useAppSelector((state) => state.outbox !== undefined);
  if (!installed) return null;
  return (
    <Suspense fallback={null}>
      <LazyOutboxNotice />
    </Suspense>
  );
}

/**
 * Protected pages: signed-out users go to /login; signed-in ones get the header, and the
 * outbox starts (what waits on the phone is read and sent).
 */
export function ProtectedRoute() {
  const user = useAppSelector(selectCurrentUser);
  const initializing = useAppSelector(selectAuthInitializing);
  const dispatch = useAppDispatch();
  const location = useLocation();
  // « Déconnexion » leaves the page for good: on a phone passed round the table, the next player signs
  // in to the dashboard, not to the page the previous one had open.
  const [signingOut, setSigningOut] = useState(false);
  if (initializing) return <PageLoading />;
  if (!user) {
    const from = signingOut ? undefined : { from: location.pathname };
    return <Navigate to={paths.login.href()} replace state={from} />;
  }
  const onLogout = () => {
    setSigningOut(true);
    void dispatch(logOut());
  };
  return <SignedInShell pseudo={user.pseudo} onLogout={onLogout} />;
}

function SignedInShell({ pseudo, onLogout }: { pseudo: string; onLogout: () => void }) {
  return (
    <div className="app-shell">
      <a className="skip-link" href="#contenu">
        Aller au contenu
      </a>
      <Header pseudo={pseudo} onLogout={onLogout} />
      <main id="contenu" className="app-main" tabIndex={-1}>
        <KeptDataNotice />
        <OutboxNotice />
        <Outlet />
      </main>
    </div>
  );
}

/** Where a protected page sent a signed-out user from: an app path, never another site. */
function returnPath(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

/**
 * /login only while signed out: a signed-in user goes back to the page that sent them here (a
 * registration link, a venue's QR code), else to /.
 */
export function PublicOnlyRoute() {
  const user = useAppSelector(selectCurrentUser);
  const initializing = useAppSelector(selectAuthInitializing);
  const location = useLocation();
  if (initializing) return <PageLoading />;
  if (user) return <Navigate to={returnPath(location.state) ?? paths.dashboard.href()} replace />;
  return (
    <main id="contenu" className="app-main app-main--public">
      <OutboxNotice />
      <Outlet />
    </main>
  );
}

/** Pages for anyone, signed in or not, full screen without the header (the room's public screen). */
export function PublicRoute() {
  return (
    <main id="contenu" className="app-main app-main--screen">
      <Outlet />
    </main>
  );
}
