import { useId, useState, type FormEvent } from 'react';
import { getErrorMessage, useEditTournamentMutation, type Tournament } from '@mj/api';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TOURNAMENT_MESSAGES as M } from '../messages';
import {
  MAX_PLANNED_RONDES,
  PLANNED_RONDES_HINT,
  PLANNED_RONDES_RANGE,
  plannedRondes,
} from '../model/planned-rondes';
import { withAdmin } from '../model/tournament-list';
import { FixedTablesField } from './fixed-tables-field';

/**
 * The admin renames the tournament, moves its date (the server applies the creation's rules), plans its
 * rondes, says where it is played (the EMA's results workbook asks for the city and the country) and
 * which players keep one table in every ronde.
 */
export function TournamentEdit({ tournament, onDone }: { tournament: Tournament; onDone: () => void }) {
  const id = useId();
  const [nom, setNom] = useState(tournament.nom);
  const [date, setDate] = useState(tournament.date_debut.slice(0, 10));
  const [rondes, setRondes] = useState(tournament.rondes_prevues?.toString() ?? '');
  const [ville, setVille] = useState(tournament.ville ?? '');
  const [pays, setPays] = useState(tournament.pays ?? '');
  const [fixed, setFixed] = useState<Record<string, number>>(tournament.tables_fixes);
  const [failure, setFailure] = useState<string | null>(null);
  const [edit, { isLoading }] = useEditTournamentMutation();
  const planned = plannedRondes(rondes);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (planned === false) return setFailure(PLANNED_RONDES_RANGE);
    try {
      await edit({
        tournamentId: tournament.id,
        // Empty fields clear what was said before (null), as the server reads them.
        changes: {
          nom,
          date_debut: date,
          rondes_prevues: planned,
          ville: ville.trim() || null,
          pays: pays.trim() || null,
          // Only when changed: a rename must not be refused for fixed tables the field no longer has.
          ...(fixed === tournament.tables_fixes ? {} : { tables_fixes: fixed }),
        },
      }).unwrap();
      onDone();
    } catch (cause) {
      setFailure(getErrorMessage(cause, M.editFailed));
    }
  }

  return (
    <form
      className="tournament-section inline-form"
      aria-label="Modifier le tournoi"
      onSubmit={(event) => void submit(event)}
    >
      <div className="field">
        <label htmlFor={`${id}-nom`}>Nom du tournoi</label>
        <input
          id={`${id}-nom`}
          type="text"
          value={nom}
          required
          onChange={(event) => setNom(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-date`}>Date de début</label>
        <input
          id={`${id}-date`}
          type="date"
          value={date}
          required
          onChange={(event) => setDate(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-rondes`}>Rondes prévues (facultatif)</label>
        <input
          id={`${id}-rondes`}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_PLANNED_RONDES}
          value={rondes}
          aria-describedby={`${id}-rondes-hint`}
          onChange={(event) => setRondes(event.target.value)}
        />
        <p id={`${id}-rondes-hint`} className="field__hint">
          {PLANNED_RONDES_HINT}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-ville`}>Ville</label>
        <input
          id={`${id}-ville`}
          type="text"
          autoComplete="address-level2"
          maxLength={100}
          value={ville}
          onChange={(event) => setVille(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-pays`}>Pays</label>
        <input
          id={`${id}-pays`}
          type="text"
          autoComplete="country"
          maxLength={2}
          value={pays}
          aria-describedby={`${id}-pays-hint`}
          onChange={(event) => setPays(event.target.value)}
        />
        <p id={`${id}-pays-hint`} className="field__hint">
          Code ISO à deux lettres&nbsp;: FR, BE, CH…
        </p>
      </div>
      <FixedTablesField
        players={withAdmin(tournament.joueurs, tournament.admin_id)}
        value={fixed}
        onChange={setFixed}
      />
      <Button variant="secondary" onClick={onDone}>
        Annuler
      </Button>
      <Button type="submit" disabled={isLoading}>
        Enregistrer
      </Button>
      {failure && <Alert>{failure}</Alert>}
    </form>
  );
}
