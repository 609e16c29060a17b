import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useBackCloses } from '../hooks/use-back-closes';

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
 * A modal sheet (bottom sheet on phones, centred card on desktops) on the native `<dialog>` opened with
 * `showModal()`: the browser makes the rest of the page inert, keeps focus inside, puts the sheet in the
 * top layer and turns Escape into a `cancel` event. Focus goes to the element marked `data-autofocus`
 * (else the browser's choice, the first focusable one) and returns to the opener when the sheet closes.
 */
export function Overlay({ title, onClose, children, footer, dismissable = true }: OverlayProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  // The back gesture answers a confirmation too: as its « Annuler », never by leaving the page.
  useBackCloses(onClose);

  useEffect(() => {
    const node = dialog.current;
    if (!node) return undefined;
    const opener = document.activeElement as HTMLElement | null;
    if (!node.open) node.showModal();
    node.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (node.open) node.close();
      opener?.focus?.();
    };
  }, []);

  return createPortal(
    <dialog
      ref={dialog}
      className="overlay"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // The page closes the sheet by unmounting it, so the browser must not close it on its own.
        event.preventDefault();
        if (dismissable) closeRef.current();
      }}
      onMouseDown={(event) => {
        // The dialog element itself is only reachable around the panel: a tap on the backdrop.
        if (dismissable && event.target === event.currentTarget) closeRef.current();
      }}
    >
      <div className="overlay__panel">
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
    </dialog>,
    document.body,
  );
}
