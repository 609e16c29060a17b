import { Button } from './button';
import { Overlay } from './overlay';

interface ConfirmDialogProps {
  /** The spec's confirmation sentence, word for word. */
  message: string;
  confirmLabel?: string;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The in-app replacement of `window.confirm`: same sentence, thumb-sized answers. A destructive one
 * (`danger`) opens with focus on « Annuler », so a stray Enter keeps things as they are.
 */
export function ConfirmDialog({
  message,
  confirmLabel = 'Confirmer',
  danger,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Overlay
      title="Confirmation"
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} data-autofocus={danger ? true : undefined}>
            Annuler
          </Button>
          <Button
            variant={danger ? 'danger' : 'primary'}
            onClick={onConfirm}
            data-autofocus={danger ? undefined : true}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="confirm__message">{message}</p>
    </Overlay>
  );
}
