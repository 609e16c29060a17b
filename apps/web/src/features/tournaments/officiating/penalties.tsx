import { useId, useState, type FormEvent } from 'react';
import { getErrorMessage, type Penalty, type Tournament } from '@mj/api';
import {
  useCreatePenaltyMutation,
  useGetPenaltiesQuery,
  useRemovePenaltyMutation,
} from '@mj/api/officiating';
import { formatDateTime } from '@mj/domain';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { usePseudos } from '../../../hooks/use-pseudos';
import { formatPoints } from '../../../lib/format';
import { ofName } from '../../../lib/french';

/** The penalties still counting, by player: the results' « Pénalités » column. */
export function penaltiesByPlayer(penalties: readonly Penalty[] | undefined): Map<string, Penalty[]> {
  const byPlayer = new Map<string, Penalty[]>();
  for (const penalty of penalties ?? []) {
    if (penalty.supprimee_le !== null) continue;
    byPlayer.set(penalty.joueur, [...(byPlayer.get(penalty.joueur) ?? []), penalty]);
  }
  return byPlayer;
}

/** A player's penalties summed (one decimal), with each reason on tap. */
export function PenaltyCell({ penalties }: { penalties: readonly Penalty[] | undefined }) {
  if (!penalties || penalties.length === 0) return <>–</>;
  const total = penalties.reduce((sum, penalty) => sum + Math.round(penalty.points * 10), 0) / 10;
  return (
    <details className="penalty-cell">
      <summary>{formatPoints(total)}</summary>
      <ul>
        {penalties.map((penalty) => (
          <li key={penalty.id}>
            {formatPoints(penalty.points)} : {penalty.motif}
          </li>
        ))}
      </ul>
    </details>
  );
}

interface PenaltiesListProps {
  tournamentId: string;
  /** The admin and referees remove penalties (a removed one stays listed, struck through). */
  staff: boolean;
  /** Only this player's (their tournament line). */
  joueur?: string;
}

/** The tournament's penalties, chombos included, oldest first. */
export function PenaltiesList({ tournamentId, staff, joueur }: PenaltiesListProps) {
  const headingId = useId();
  const { pseudoOf } = usePseudos();
  const { data } = useGetPenaltiesQuery(tournamentId);
  const [removePenalty, { isLoading: removing }] = useRemovePenaltyMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const shown = (data ?? []).filter((penalty) => joueur === undefined || penalty.joueur === joueur);

  async function remove(penalty: Penalty) {
    setFailure(null);
    try {
      await removePenalty({ tournamentId, penaltyId: penalty.id }).unwrap();
    } catch (cause) {
      setFailure(getErrorMessage(cause, 'Impossible de retirer la pénalité.'));
    }
  }

  return (
    <section className="tournament-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Pénalités</h2>
      {shown.length === 0 ? (
        <p className="card__meta">Aucune pénalité.</p>
      ) : (
        <ul className="penalty-list">
          {shown.map((penalty) => {
            const removed = penalty.supprimee_le !== null;
            const text = `${pseudoOf(penalty.joueur)} : ${formatPoints(penalty.points)} — ${penalty.motif}`;
            return (
              <li key={penalty.id} className="penalty-list__item">
                {removed ? <s>{text}</s> : <span>{text}</span>}
                <span className="card__meta">
                  {penalty.source === 'chombo' ? ' (chombo)' : ''}
                  {penalty.auteur_id ? ` par ${pseudoOf(penalty.auteur_id)}` : ''} le{' '}
                  {formatDateTime(penalty.cree_le)}
                  {removed && penalty.supprimee_par
                    ? ` — retirée par ${pseudoOf(penalty.supprimee_par)} le ${formatDateTime(penalty.supprimee_le ?? '')}`
                    : ''}
                </span>
                {staff && !removed && penalty.source === 'penalite' && (
                  <Button
                    variant="ghost"
                    disabled={removing}
                    onClick={() => void remove(penalty)}
                    aria-label={`Retirer la pénalité ${ofName(pseudoOf(penalty.joueur))}`}
                  >
                    Retirer
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {failure && <Alert>{failure}</Alert>}
    </section>
  );
}

interface PenaltyFormProps {
  tournament: Tournament;
  /** From a table's game: its players only, and the penalty names the game. */
  game?: { id: string; joueurs: readonly string[] };
  onDone?: () => void;
}

/** « Pénalité »: points (negative, in the ranking's unit) and a reason, on one player. */
export function PenaltyForm({ tournament, game, onDone }: PenaltyFormProps) {
  const formId = useId();
  const { pseudoOf } = usePseudos();
  const [createPenalty, { isLoading }] = useCreatePenaltyMutation();
  const players = game?.joueurs ?? tournament.joueurs;
  const [joueur, setJoueur] = useState('');
  const [points, setPoints] = useState('');
  const [motif, setMotif] = useState('');
  const [feedback, setFeedback] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFeedback(null);
    // The ranking's unit: « 10 » or « -10 » both take 10 000 points; a decimal comma is accepted.
    const value = -Math.abs(Number(points.replace(',', '.')));
    try {
      await createPenalty({
        tournamentId: tournament.id,
        penalty: { joueur, points: value, motif, ...(game ? { partie_id: game.id } : {}) },
      }).unwrap();
      setFeedback({ tone: 'success', text: `Pénalité enregistrée pour ${pseudoOf(joueur)}.` });
      setPoints('');
      setMotif('');
      onDone?.();
    } catch (cause) {
      setFeedback({ tone: 'error', text: getErrorMessage(cause, 'Impossible d’enregistrer la pénalité.') });
    }
  }

  return (
    <form className="penalty-form" onSubmit={(event) => void submit(event)} aria-label="Pénalité">
      <div className="field">
        <label htmlFor={`${formId}-joueur`}>Joueur</label>
        <select
          id={`${formId}-joueur`}
          value={joueur}
          onChange={(event) => setJoueur(event.target.value)}
          required
        >
          <option value="">Choisis un joueur</option>
          {players.map((id) => (
            <option key={id} value={id}>
              {pseudoOf(id)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${formId}-points`}>Points retirés (en milliers)</label>
        <input
          id={`${formId}-points`}
          inputMode="decimal"
          value={points}
          onChange={(event) => setPoints(event.target.value)}
          placeholder="10"
          required
        />
      </div>
      <div className="field">
        <label htmlFor={`${formId}-motif`}>Motif</label>
        <input
          id={`${formId}-motif`}
          value={motif}
          onChange={(event) => setMotif(event.target.value)}
          maxLength={200}
          required
        />
      </div>
      <Button type="submit" disabled={isLoading || !joueur}>
        Donner la pénalité
      </Button>
      {feedback && <Alert tone={feedback.tone}>{feedback.text}</Alert>}
    </form>
  );
}
