import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageLoading } from '../components/spinner';
import { selectAuthInitializing, selectCurrentUser } from '../session/selectors';
import { useAppSelector } from '../store/hooks';
import { lazyPage } from './lazy-page';
import { OutboxNotice } from './outbox-notice';
import { loadSignedInShell, routes } from './pages';

/** The header and frame of protected pages, loaded like a page (retry on a failed download). */
const SignedInShell = lazyPage(loadSignedInShell, { isPage: false });

/**
 * Protected pages: signed-out users go to /login; signed-in ones get the header (./signed-in-shell.tsx).
 */
export function ProtectedRoute() {
  const user = useAppSelector(selectCurrentUser);
  const initializing = useAppSelector(selectAuthInitializing);
  const location = useLocation();
  // « Déconnexion » leaves the page for good: on a phone passed round the table, the next player signs
  // in to the dashboard, not to the page the previous one had open.
  const [signingOut, setSigningOut] = useState(false);
  if (initializing) return <PageLoading />;
  if (!user) {
    const from = signingOut ? undefined : { from: location.pathname };
    return <Navigate to={routes.login.path} replace state={from} />;
  }
  return <SignedInShell pseudo={user.pseudo} onSignOut={() => setSigningOut(true)} />;
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
  if (user) return <Navigate to={returnPath(location.state) ?? routes.dashboard.path} replace />;
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
