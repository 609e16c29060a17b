import type { ReactNode } from 'react';
import type { HistoryEntryWire } from '@mj/api';
import { isGameOver, MESSAGES, rulesOf } from '@mj/domain';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { chomboPenaltyText, describeRound } from '../components/describe-round';
import { RoundForm } from './round-form';
import { SettlementPreview } from './settlement-preview';
import type { RoundEntry } from './use-round-entry';

/** « tour 5 : Tsumo de Bruno (2 han 30 fu) » */
export const roundLabel = (entry: HistoryEntryWire, pseudoOf: (id: string) => string) =>
  `tour ${entry.index + 1} : ${describeRound(entry.tour, pseudoOf)}`;

interface EntryFormProps {
  entry: RoundEntry;
  /** Shown in place of « Valider le tour » while the game moved on under the entry. */
  prompt: ReactNode;
  onUndo: () => void;
  onFinish: () => void;
  onHistory: () => void;
  /** Beside « Historique » (« Voir les résultats » of a finished game). */
  links?: ReactNode;
}

/** The round's form: its inputs, the settlement preview, the error, and the entry's actions. */
export function EntryForm({ entry, prompt, onUndo, onFinish, onHistory, links }: EntryFormProps) {
  const { board, draft, editing, preview, pseudoOf, closed, busy } = entry;
  if (!board) return null;
  const rules = rulesOf(board.regles);
  const chomboNotes: Record<string, string> =
    draft.type === 'chombo' && draft.loser ? { [draft.loser]: chomboPenaltyText(rules) } : {};
  const nobodyPays =
    preview && draft.type === 'tenpai' && Object.values(preview.delta).every((value) => value === 0)
      ? 'Personne ne paie.'
      : undefined;
  return (
    <form
      className="card add-round__form"
      onSubmit={(event) => {
        event.preventDefault();
        void entry.validate();
      }}
    >
      {editing && (
        <div className="add-round__editing alert alert--info">
          <span>Correction du {roundLabel(editing, pseudoOf)}</span>
          <Button variant="secondary" onClick={entry.resetForm}>
            Annuler la correction
          </Button>
        </div>
      )}
      <fieldset className="add-round__fieldset" disabled={(closed && !editing) || busy}>
        <legend className="visually-hidden">Saisie du tour</legend>
        <RoundForm
          players={board.joueurs}
          pseudoOf={pseudoOf}
          draft={draft}
          onChange={entry.changeDraft}
          rules={rules}
        />
        {!entry.finished && !editing && isGameOver(board) && <Alert tone="info">{MESSAGES.gameOver}</Alert>}
        {preview && (
          <SettlementPreview
            joueurs={board.joueurs}
            delta={preview.delta}
            pseudoOf={pseudoOf}
            notes={chomboNotes}
            summary={nobodyPays}
            title={editing ? 'Aperçu de la correction' : undefined}
            scores={editing ? { before: board.scores, after: preview.after } : undefined}
          />
        )}
        {entry.error && <Alert>{entry.error}</Alert>}
        {prompt ?? (
          <Button type="submit" block>
            {busy ? 'Enregistrement…' : editing ? 'Enregistrer la correction' : 'Valider le tour'}
          </Button>
        )}
        {!editing && (
          <div className="add-round__secondary">
            <Button
              variant="secondary"
              disabled={board.nb_tours === 0 || (entry.undoesWaiting && entry.sendingLast)}
              onClick={onUndo}
            >
              Annuler le dernier tour
            </Button>
          </div>
        )}
      </fieldset>
      <div className="add-round__secondary">
        <Button variant="ghost" onClick={onHistory}>
          Historique
        </Button>
        {links}
      </div>
      {!editing && (
        <div className="add-round__finish">
          <Button variant="danger" disabled={closed || busy} onClick={onFinish}>
            Finir la partie
          </Button>
        </div>
      )}
    </form>
  );
}
