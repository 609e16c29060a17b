import { NavLink } from 'react-router-dom';
import { headerLinks } from '../config/paths';

/** The navigation of every protected page. */
export function Header({ onLogout, pseudo }: { onLogout: () => void; pseudo?: string | undefined }) {
  return (
    <header className="app-header">
      <div className="app-header__brand">
        <span className="app-header__tile" aria-hidden="true" />
        <span className="app-header__name">Mahjong FR</span>
        {pseudo && (
          <span className="app-header__user" title={pseudo}>
            {pseudo}
          </span>
        )}
        {/* Within thumb reach at the top right on a phone; last in the row on a desktop. */}
        <button type="button" className="app-header__link app-header__logout" onClick={onLogout}>
          Déconnexion
        </button>
      </div>
      <nav aria-label="Navigation principale" className="app-header__nav">
        {headerLinks.map((link) => (
          <NavLink key={link.to} to={link.to} end className="app-header__link">
            {link.label}
          </NavLink>
        ))}
      </nav>
    </header>
  );
}
