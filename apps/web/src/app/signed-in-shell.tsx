import { Outlet } from 'react-router-dom';
import { KeptDataNotice } from '../components/app-status';
import { Header } from '../components/header';
import { logOut } from '../session/log-out';
import { useAppDispatch } from '../store/hooks';
import { OutboxNotice } from './outbox-notice';

/**
 * The frame of every protected page: the header with « Déconnexion », the offline notice, then the page.
 * A chunk of its own (./guards.tsx loads it), so that /login does not carry the header.
 */
export default function SignedInShell({ pseudo, onSignOut }: { pseudo: string; onSignOut: () => void }) {
  const dispatch = useAppDispatch();
  const onLogout = () => {
    onSignOut();
    void dispatch(logOut());
  };
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
