import { useId, useState } from 'react';
import {
  getErrorMessage,
  useAddTournamentPlayerMutation,
  useGetTournamentPlayersQuery,
  type Tournament,
  type User,
} from '@mj/api';
import { SUGGESTION_CAP } from '@mj/domain';
import { Alert } from '../../../components/alert';
import { PlayerSearch } from '../../../components/player-search';
import { usePseudos } from '../../../hooks/use-pseudos';
import { TOURNAMENT_MESSAGES as M } from '../messages';
import { isFinished } from '../model/tournament-list';

interface PlayersSectionProps {
  tournament: Tournament;
  /** The admin may add players while the tournament runs. */
  admin: boolean;
}

/** The players, the admin included and marked (spec section 6: in-tournament lists include the admin). */
export function PlayersSection({ tournament, admin }: PlayersSectionProps) {
  const headingId = useId();
  const { users, pseudoOf } = usePseudos();
  const { data } = useGetTournamentPlayersQuery(tournament.id);
  const [addPlayer, { isLoading: adding }] = useAddTournamentPlayerMutation();
  const [feedback, setFeedback] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const players = data?.joueurs ?? tournament.joueurs;
  const shown = players.includes(tournament.admin_id) ? players : [tournament.admin_id, ...players];

  async function add(user: User) {
    setFeedback(null);
    try {
      await addPlayer({ tournoiId: tournament.id, userId: user.user_id }).unwrap();
      setFeedback({ tone: 'success', text: `${user.pseudo} a rejoint le tournoi.` });
    } catch (cause) {
      setFeedback({ tone: 'error', text: getErrorMessage(cause, M.addPlayerFailed) });
    }
  }

  return (
    <section className="tournament-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Joueurs ({shown.length})</h2>
      <ul className="player-list">
        {shown.map((userId) => (
          <li key={userId} className="player-list__item">
            <span>{pseudoOf(userId)}</span>
            {userId === tournament.admin_id && <span className="badge">Admin</span>}
          </li>
        ))}
      </ul>
      {admin && !isFinished(tournament) && (
        <PlayerSearch
          label="Ajouter un joueur"
          users={users}
          exclude={players}
          cap={SUGGESTION_CAP}
          actionLabel="Ajouter"
          onPick={(user) => void add(user)}
          disabled={adding}
        />
      )}
      {feedback && <Alert tone={feedback.tone}>{feedback.text}</Alert>}
    </section>
  );
}
