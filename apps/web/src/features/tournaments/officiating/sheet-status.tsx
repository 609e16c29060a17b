import { useState, type FormEvent } from 'react';
import { getErrorMessage, type TournamentGame } from '@mj/api';
import { useEnterFinalScoresMutation, useValidateSheetMutation } from '@mj/api/officiating';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { usePseudos } from '../../../hooks/use-pseudos';
import { timeOfDay } from '../../../lib/time-of-day';

interface SheetStatusProps {
  game: TournamentGame;
  /** The admin and referees validate sheets. */
  staff: boolean;
}

/**
 * A finished game's sheet: « À valider » (with « Valider » for the admin and referees) until an admin or
 * referee signs it, then « Validée par Lucie à 16:02 ».
 */
export function SheetStatus({ game, staff }: SheetStatusProps) {
  const { pseudoOf } = usePseudos();
  const [validate, { isLoading }] = useValidateSheetMutation();
  const [failure, setFailure] = useState<string | null>(null);

  async function sign() {
    setFailure(null);
    try {
      await validate(game.id).unwrap();
    } catch (cause) {
      setFailure(getErrorMessage(cause, 'Impossible de valider la feuille.'));
    }
  }

  if (game.validee_par) {
    return (
      <p className="card__meta sheet-status">
        Validée par {pseudoOf(game.validee_par)} à {timeOfDay(game.validee_le)}
      </p>
    );
  }
  if (!game.a_valider) return null;
  return (
    <div className="sheet-status">
      <span className="badge badge--live">À valider</span>
      {staff && (
        <Button
          variant="secondary"
          disabled={isLoading}
          onClick={() => void sign()}
          aria-label={`Valider ${game.nom}`}
        >
          Valider
        </Button>
      )}
      {failure && <Alert>{failure}</Alert>}
    </div>
  );
}

interface FinalScoresEntryProps {
  gameId: string;
  joueurs: readonly string[];
  onDone?: () => void;
}

/**
 * « Saisir les scores finaux » for a ronde's table kept on paper: the four scores its players wrote down
 * (the final-score page's checks, made by the server), which finish the table's game.
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
          <label htmlFor={`${gameId}-${id}`}>Score de {pseudoOf(id)}</label>
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

/** How many finished games wait for a validation (the admin page and the public screen show it). */
export function sheetsWaiting(games: readonly Pick<TournamentGame, 'a_valider'>[] | undefined): number {
  return (games ?? []).filter((game) => game.a_valider).length;
}
