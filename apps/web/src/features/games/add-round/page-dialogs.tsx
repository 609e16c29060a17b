import { useEffect, useRef, useState } from 'react';
import type { HistoryEntryWire } from '@mj/api';
import { FINISHED, rulesOf } from '@mj/domain';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { describeRound } from '../components/describe-round';
import { roundLabel } from './entry-form';
import { FinalScoresOverlay } from './final-scores-overlay';
import { HanchanEndOverlay } from './hanchan-end-overlay';
import { HistoryOverlay } from './history-overlay';
import type { RoundEntry } from './use-round-entry';

/** The undo names the round it removes (a plain « dernier tour » only when nothing can be named). */
export const undoQuestion = (label: string | undefined) =>
  label ? `Annuler le ${label} ?` : 'Annuler le dernier tour ?';
export const CONFIRM_FINISH = 'Finir la partie ? Cette action est définitive.';

export type Dialog = 'undo' | 'finish' | 'history' | 'final' | { remove: HistoryEntryWire } | null;

/**
 * The page's open dialog, `initial` at first; the final scores open once, on the game's change to finished.
 */
export function useDialog(etat: string | undefined, initial: Dialog = null) {
  const [dialog, setDialog] = useState<Dialog>(initial);
  const previous = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (etat === undefined) return;
    if (previous.current !== undefined && previous.current !== FINISHED && etat === FINISHED)
      setDialog('final');
    previous.current = etat;
  }, [etat]);
  return [dialog, setDialog] as const;
}

interface DialogsProps {
  gameId: string;
  entry: RoundEntry;
  dialog: Dialog;
  setDialog: (dialog: Dialog) => void;
  /** A past round may be corrected or deleted here (and nothing waits to be sent). */
  mayCorrect: boolean;
}

/** The confirmations, the history and the end-of-hanchan and final-scores overlays of the round entry. */
export function PageDialogs({ gameId, entry, dialog, setDialog, mayCorrect }: DialogsProps) {
  const { board, pseudoOf, waiting, entries } = entry;
  if (!board) return null;
  const close = () => setDialog(null);
  const lastWaiting = waiting.at(-1);
  const lastEntry = entries?.at(-1);
  const undoLabel =
    lastWaiting?.write.kind === 'round'
      ? `tour ${lastWaiting.write.index + 1} : ${describeRound(lastWaiting.write.round, pseudoOf)}`
      : lastEntry && roundLabel(lastEntry, pseudoOf);
  return (
    <>
      {dialog === 'undo' && (
        <ConfirmDialog
          message={undoQuestion(undoLabel)}
          confirmLabel="Annuler le tour"
          cancelLabel="Garder le tour"
          // The safe answer is the highlighted one, with the focus: a tap too fast keeps the round.
          danger
          onConfirm={() => {
            close();
            void entry.undo();
          }}
          onCancel={close}
        />
      )}
      {dialog === 'finish' && (
        <ConfirmDialog
          message={CONFIRM_FINISH}
          confirmLabel="Finir la partie"
          danger
          onConfirm={() => {
            close();
            void entry.finish();
          }}
          onCancel={close}
        />
      )}
      {dialog !== null && typeof dialog === 'object' && (
        <ConfirmDialog
          message={`Supprimer le ${roundLabel(dialog.remove, pseudoOf)} ? Les tours suivants seront recalculés.`}
          confirmLabel="Supprimer le tour"
          danger
          onConfirm={() => {
            close();
            void entry.remove(dialog.remove);
          }}
          onCancel={close}
        />
      )}
      {dialog === 'history' && (
        <HistoryOverlay
          gameId={gameId}
          joueurs={board.joueurs}
          pseudoOf={pseudoOf}
          rules={rulesOf(board.regles)}
          onClose={close}
          actions={
            mayCorrect
              ? (past) => (
                  <>
                    <Button
                      variant="secondary"
                      onClick={() => {
                        close();
                        entry.startEditing(past);
                      }}
                    >
                      Modifier
                    </Button>
                    <Button variant="ghost" onClick={() => setDialog({ remove: past })}>
                      Supprimer
                    </Button>
                  </>
                )
              : undefined
          }
        />
      )}
      {entry.hanchanOver && (
        <HanchanEndOverlay
          game={board}
          pseudoOf={pseudoOf}
          onFinish={() => void entry.finish()}
          onContinue={entry.closeHanchan}
        />
      )}
      {dialog === 'final' && <FinalScoresOverlay game={board} pseudoOf={pseudoOf} onClose={close} />}
    </>
  );
}
