import { lazy, Suspense, type ReactNode } from 'react';
import './shared-link.css';

/** The QR code library loads only when a link is shown (it stays out of the pages' own chunks). */
const QrCode = lazy(() => import('./qr-code'));

/**
 * A link to share in a room (registration, check-in, a league's invitation, the public screen): a hint,
 * the full address, its QR code, and the section's own buttons after.
 */
export function SharedLink({
  href,
  qrLabel,
  hint,
  newTab,
  children,
}: {
  href: string;
  qrLabel: string;
  hint?: ReactNode;
  /** Opens in another tab (the public screen, not a page of the app). */
  newTab?: boolean;
  children?: ReactNode;
}) {
  const url = new URL(href, window.location.origin).href;
  return (
    <div className="screen-link">
      {hint && <p className="field__hint">{hint}</p>}
      <p>
        <a href={href} {...(newTab ? { target: '_blank', rel: 'noreferrer' } : {})}>
          {url}
        </a>
      </p>
      <Suspense fallback={<p className="field__hint">Chargement du QR code…</p>}>
        <QrCode text={url} label={qrLabel} />
      </Suspense>
      {children}
    </div>
  );
}
