import { useId, useState } from 'react';
import { getErrorMessage, type TieBreak, type Tournament, type ValidationSetting } from '@mj/api';
import { useEditTournamentMutation } from '@mj/api/rondes';
import { Alert } from '../../../components/alert';

/**
 * The admin's officiating settings: « Feuilles validées par l'arbitre » (a finished game counts once an
 * admin or referee validated it) and how tied totals are placed.
 */
export function OfficiatingSettings({ tournament }: { tournament: Tournament }) {
  const sheetsId = useId();
  const tieId = useId();
  const [edit, { isLoading }] = useEditTournamentMutation();
  const [failure, setFailure] = useState<string | null>(null);

  async function save(changes: { validation_feuilles?: ValidationSetting; departage?: TieBreak }) {
    setFailure(null);
    try {
      await edit({ tournamentId: tournament.id, changes }).unwrap();
    } catch (cause) {
      setFailure(getErrorMessage(cause, 'Impossible d’enregistrer le réglage.'));
    }
  }

  return (
    <div className="officiating-settings">
      <label className="switch" htmlFor={sheetsId}>
        <input
          id={sheetsId}
          type="checkbox"
          role="switch"
          checked={tournament.validation_feuilles === 'arbitre'}
          disabled={isLoading}
          onChange={(event) =>
            void save({ validation_feuilles: event.target.checked ? 'arbitre' : 'aucune' })
          }
        />
        <span>Feuilles validées par l’arbitre</span>
      </label>
      <div className="field">
        <label htmlFor={tieId}>Égalités au classement</label>
        <select
          id={tieId}
          value={tournament.departage}
          disabled={isLoading}
          onChange={(event) => void save({ departage: event.target.value as TieBreak })}
        >
          <option value="partage">Place partagée (ex æquo)</option>
          <option value="points">Total des points, puis meilleure partie, puis premières places</option>
        </select>
      </div>
      {failure && <Alert>{failure}</Alert>}
    </div>
  );
}
