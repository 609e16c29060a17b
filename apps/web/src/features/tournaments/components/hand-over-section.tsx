import { useId, useState } from 'react';
import { getErrorMessage, type Tournament } from '@mj/api';
import { useHandOverTournamentMutation } from '@mj/api/tournaments';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { usePseudos } from '../../../hooks/use-pseudos';
import { TOURNAMENT_MESSAGES as M } from '../messages';

/**
 * « Transmettre l'administration »: the admin picks one of the players to manage the
 * tournament instead of them, for example before deleting their account. They then see the tournament as
 * a player does (or no longer, if they do not play in it).
 */
export function HandOverSection({ tournament }: { tournament: Tournament }) {
  const headingId = useId();
  const selectId = useId();
  const { pseudoOf } = usePseudos();
  const [handOver, { isLoading }] = useHandOverTournamentMutation();
  const [chosen, setChosen] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const candidates = tournament.joueurs.filter((id) => id !== tournament.admin_id);

  async function confirm() {
    setConfirming(false);
    setFailure(null);
    try {
      // The tournament refreshes with its new admin, and the admin page sends its former admin away.
      await handOver({ tournamentId: tournament.id, adminId: chosen }).unwrap();
    } catch (cause) {
      setFailure(getErrorMessage(cause, M.handOverFailed));
    }
  }

  return (
    <section className="tournament-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Transmettre l’administration</h2>
      <div className="field">
        <label htmlFor={selectId}>Nouvel administrateur</label>
        <select id={selectId} value={chosen} onChange={(event) => setChosen(event.target.value)}>
          <option value="">Choisis un joueur</option>
          {candidates.map((id) => (
            <option key={id} value={id}>
              {pseudoOf(id)}
            </option>
          ))}
        </select>
      </div>
      <Button variant="secondary" disabled={!chosen || isLoading} onClick={() => setConfirming(true)}>
        Transmettre l’administration
      </Button>
      {failure && <Alert>{failure}</Alert>}
      {confirming && (
        <ConfirmDialog
          message={M.handOverConfirm(tournament.nom, pseudoOf(chosen))}
          confirmLabel="Transmettre"
          danger
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
