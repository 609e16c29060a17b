import { useId, useState } from 'react';
import { getErrorMessage, type Tournament, type User } from '@mj/api';
import { useAddRefereeMutation, useRemoveRefereeMutation } from '@mj/api/officiating';
import { SUGGESTION_CAP } from '@mj/domain';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { PlayerSearch } from '../../../components/player-search';
import { usePseudos } from '../../../hooks/use-pseudos';

/**
 * « Arbitres » on the admin page: the admin names referees among any accounts (a search like the
 * players') and removes them; a referee runs the tables with the admin's rights there.
 */
export function RefereesSection({ tournament }: { tournament: Tournament }) {
  const headingId = useId();
  const { users, pseudoOf } = usePseudos();
  const [addReferee, { isLoading: adding }] = useAddRefereeMutation();
  const [removeReferee, { isLoading: removing }] = useRemoveRefereeMutation();
  const [feedback, setFeedback] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  async function change(user: { user_id: string; pseudo: string }, name: boolean) {
    setFeedback(null);
    try {
      const target = { tournamentId: tournament.id, userId: user.user_id };
      await (name ? addReferee(target) : removeReferee(target)).unwrap();
      setFeedback({
        tone: 'success',
        text: name ? `${user.pseudo} est arbitre du tournoi.` : `${user.pseudo} n’est plus arbitre.`,
      });
    } catch (cause) {
      setFeedback({ tone: 'error', text: getErrorMessage(cause, 'Impossible de modifier les arbitres.') });
    }
  }

  return (
    <section className="tournament-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Arbitres ({tournament.arbitres.length})</h2>
      {tournament.arbitres.length === 0 ? (
        <p className="card__meta">Aucun arbitre&nbsp;: seul l’administrateur arbitre les tables.</p>
      ) : (
        <ul className="player-list">
          {tournament.arbitres.map((userId) => (
            <li key={userId} className="player-list__item">
              <span>{pseudoOf(userId)}</span>
              <span className="badge">Arbitre</span>
              <span className="player-list__actions">
                <Button
                  variant="ghost"
                  disabled={removing}
                  onClick={() => void change({ user_id: userId, pseudo: pseudoOf(userId) }, false)}
                  aria-label={`Retirer l’arbitre ${pseudoOf(userId)}`}
                >
                  Retirer
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <PlayerSearch
        label="Nommer un arbitre"
        users={users}
        exclude={[...tournament.arbitres, tournament.admin_id]}
        cap={SUGGESTION_CAP}
        actionLabel="Nommer"
        onPick={(user: User) => void change(user, true)}
        disabled={adding}
      />
      {feedback && <Alert tone={feedback.tone}>{feedback.text}</Alert>}
    </section>
  );
}
