import { useState, type FormEvent } from 'react';
import { getErrorMessage } from '@mj/api';
import { useEnterFinalScoresMutation } from '@mj/api/officiating';
import { usePseudos } from '../hooks/use-pseudos';
import { ofName } from '../lib/french';
import { Alert } from './alert';
import { Button } from './button';

interface FinalScoresEntryProps {
  gameId: string;
  joueurs: readonly string[];
  onDone?: () => void;
}

/**
 * « Saisir les scores finaux » for a table kept on paper (a game with no round yet): the four scores its
 * players wrote down (the final-score page's checks, made by the server), which finish the table's game.
 * Shown on a ronde's table card and on the game's own page.
 */
export function FinalScoresEntry({ gameId, joueurs, onDone }: FinalScoresEntryProps) {
  const { pseudoOf } = usePseudos();
  const [open, setOpen] = useState(false);
  const [scores, setScores] = useState<Record<string, string>>({});
  const [enter, { isLoading }] = useEnterFinalScoresMutation();
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    try {
      await enter({
        gameId,
        scores: Object.fromEntries(joueurs.map((id) => [id, (scores[id] ?? '').trim()])),
      }).unwrap();
      setOpen(false);
      onDone?.();
    } catch (cause) {
      setFailure(getErrorMessage(cause, 'Impossible d’enregistrer les scores finaux.'));
    }
  }

  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Saisir les scores finaux
      </Button>
    );
  }
  return (
    <form
      className="final-scores-entry"
      onSubmit={(event) => void submit(event)}
      aria-label="Scores finaux de la table"
    >
      {joueurs.map((id) => (
        <div className="field" key={id}>
          <label htmlFor={`${gameId}-${id}`}>Score {ofName(pseudoOf(id))}</label>
          <input
            id={`${gameId}-${id}`}
            inputMode="numeric"
            value={scores[id] ?? ''}
            onChange={(event) => setScores({ ...scores, [id]: event.target.value })}
            required
          />
        </div>
      ))}
      <Button type="submit" disabled={isLoading}>
        Enregistrer les scores finaux
      </Button>
      <Button variant="ghost" onClick={() => setOpen(false)}>
        Annuler
      </Button>
      {failure && <Alert>{failure}</Alert>}
    </form>
  );
}
