import { Button } from './button';
import { Overlay } from './overlay';

interface ConfirmDialogProps {
  /** The spec's confirmation sentence, word for word. */
  message: string;
  confirmLabel?: string;
  /** The answer that keeps things as they are: « Annuler » unless the question names it better. */
  cancelLabel?: string;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * French punctuation keeps its no-break space before « ? ! : ; », so that a question never ends with a
 * lone « ? » wrapped onto the last line, whoever wrote the sentence.
 */
export function keepPunctuation(text: string): string {
  return text.replace(/ ([?!:;])/g, '\u00a0$1');
}

/**
 * The in-app replacement of `window.confirm`: same sentence, thumb-sized answers. A destructive one
 * (`danger`) opens with focus on the safe answer, which is also the highlighted one, so a stray Enter
 * keeps things as they are and the risky choice never looks like the main action.
 */
export function ConfirmDialog({
  message,
  confirmLabel = 'Confirmer',
  cancelLabel = 'Annuler',
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
          <Button
            variant={danger ? 'primary' : 'secondary'}
            onClick={onCancel}
            data-autofocus={danger ? true : undefined}
          >
            {cancelLabel}
          </Button>
          <Button
            variant={danger ? 'secondary' : 'primary'}
            className={danger ? 'btn--risky' : undefined}
            onClick={onConfirm}
            data-autofocus={danger ? undefined : true}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="confirm__message">{keepPunctuation(message)}</p>
    </Overlay>
  );
}
