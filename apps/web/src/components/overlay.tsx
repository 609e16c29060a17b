import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface OverlayProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons shown at the bottom of the sheet. */
  footer?: ReactNode;
  /** A confirmation must be answered: no close on Escape or backdrop for those (they have Annuler). */
  dismissable?: boolean;
}

/**
 * A modal sheet (bottom sheet on phones, centred card on desktops). Focus moves inside on open, Tab stays
 * inside, Escape closes, and focus returns to the element that opened it.
 */
export function Overlay({ title, onClose, children, footer, dismissable = true }: OverlayProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const node = panel.current;
    const first =
      node?.querySelector<HTMLElement>('[data-autofocus]') ?? node?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? node)?.focus();
    return () => opener?.focus?.();
  }, []);

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && dismissable) {
      event.stopPropagation();
      closeRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div
      className="overlay"
      onMouseDown={(event) => {
        if (dismissable && event.target === event.currentTarget) closeRef.current();
      }}
    >
      <div
        ref={panel}
        className="overlay__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <header className="overlay__header">
          <h2 id={titleId}>{title}</h2>
          {dismissable && (
            <button
              type="button"
              className="overlay__close"
              aria-label="Fermer la fenêtre"
              onClick={() => closeRef.current()}
            >
              ×
            </button>
          )}
        </header>
        <div className="overlay__body">{children}</div>
        {footer && <footer className="overlay__footer">{footer}</footer>}
      </div>
    </div>,
    document.body,
  );
}
