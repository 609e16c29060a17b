import { useId, useState, type FormEvent } from 'react';
import { getErrorMessage, useEditTournamentMutation, type Tournament } from '@mj/api';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TOURNAMENT_MESSAGES as M } from '../messages';

/** The admin renames the tournament or moves its date (the server applies the creation's rules). */
export function TournamentEdit({ tournament, onDone }: { tournament: Tournament; onDone: () => void }) {
  const nameId = useId();
  const dateId = useId();
  const [nom, setNom] = useState(tournament.nom);
  const [date, setDate] = useState(tournament.date_debut.slice(0, 10));
  const [failure, setFailure] = useState<string | null>(null);
  const [edit, { isLoading }] = useEditTournamentMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    try {
      await edit({ tournoiId: tournament.id, changes: { nom, date_debut: date } }).unwrap();
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
        <label htmlFor={nameId}>Nom du tournoi</label>
        <input
          id={nameId}
          type="text"
          value={nom}
          required
          onChange={(event) => setNom(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={dateId}>Date de début</label>
        <input
          id={dateId}
          type="date"
          value={date}
          required
          onChange={(event) => setDate(event.target.value)}
        />
      </div>
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
