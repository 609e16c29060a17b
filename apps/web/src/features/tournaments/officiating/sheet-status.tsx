import { useState } from 'react';
import { getErrorMessage, type TournamentGame } from '@mj/api';
import { useValidateSheetMutation } from '@mj/api/officiating';
import { useConfirmGameMutation } from '@mj/api/registration';
import { Alert } from '../../../components/alert';
import { Button, ButtonLink } from '../../../components/button';
import { paths } from '../../../config/paths';
import { usePseudos } from '../../../hooks/use-pseudos';
import { timeOfDay } from '../../../lib/time-of-day';

interface SheetStatusProps {
  game: TournamentGame;
  /** The admin and referees validate sheets. */
  staff: boolean;
  /**
   * The reader, when the game is one a player made up (neither a ronde's table nor created by the admin
   * or a referee): its other three players may confirm it instead of a referee.
   */
  confirmer?: string | undefined;
}

/**
 * A finished game's sheet: « À valider » (with « Valider » for the admin and referees) until an admin or
 * referee signs it, then « Validée par Lucie à 16:02 ».
 */
export function SheetStatus({ game, staff, confirmer }: SheetStatusProps) {
  const { pseudoOf } = usePseudos();
  const [validate, { isLoading }] = useValidateSheetMutation();
  const [confirm, { isLoading: confirming }] = useConfirmGameMutation();
  const [failure, setFailure] = useState<string | null>(null);

  async function run(write: () => Promise<unknown>, fallback: string) {
    setFailure(null);
    try {
      await write();
    } catch (cause) {
      setFailure(getErrorMessage(cause, fallback));
    }
  }
  const sign = () => run(() => validate(game.id).unwrap(), 'Impossible de valider la feuille.');
  const others = game.joueurs.filter((id) => id !== game.createur_id);
  const confirmed = others.filter((id) => game.confirmations.includes(id)).length;
  const mayConfirm =
    confirmer !== undefined && others.includes(confirmer) && !game.confirmations.includes(confirmer);

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
      {confirmer !== undefined && (
        <span className="card__meta">
          Confirmée par {confirmed} joueur{confirmed > 1 ? 's' : ''} sur {others.length}
        </span>
      )}
      {mayConfirm && (
        <Button
          variant="secondary"
          disabled={confirming}
          onClick={() => void run(() => confirm(game.id).unwrap(), 'Impossible de confirmer le résultat.')}
          aria-label={`Confirmer le résultat de ${game.nom}`}
        >
          Confirmer le résultat
        </Button>
      )}
      {failure && <Alert>{failure}</Alert>}
    </div>
  );
}

/**
 * « Modifier » on a finished table of a running tournament, for its admin and referees (the only ones
 * the server lets correct a finished game): the game's page with its rounds' history open.
 */
export function CorrectGameLink({ gameId, label }: { gameId: string; label: string }) {
  return (
    <ButtonLink variant="secondary" to={paths.addRound.href(gameId, true)} aria-label={label}>
      Modifier
    </ButtonLink>
  );
}

/** How many finished games wait for a validation (the admin page and the public screen show it). */
export function sheetsWaiting(games: readonly Pick<TournamentGame, 'a_valider'>[] | undefined): number {
  return (games ?? []).filter((game) => game.a_valider).length;
}
