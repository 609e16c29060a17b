import { useId, useState } from 'react';
import { getErrorMessage, type Tournament, type User } from '@mj/api';
import { useRemoveTournamentPlayerMutation, useSetPlayerAbsentMutation } from '@mj/api/rondes';
import { useAddTournamentPlayerMutation, useGetTournamentPlayersQuery } from '@mj/api/tournaments';
import { SUGGESTION_CAP } from '@mj/domain';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { PlayerSearch } from '../../../components/player-search';
import { usePseudos } from '../../../hooks/use-pseudos';
import { TOURNAMENT_MESSAGES as M } from '../messages';
import { isFinished, withAdmin } from '../model/tournament-list';

interface PlayersSectionProps {
  tournament: Tournament;
  /** The admin may add players while the tournament runs. */
  admin: boolean;
}

/** The players, the admin included and marked (the admin plays in their own tournament). */
export function PlayersSection({ tournament, admin }: PlayersSectionProps) {
  const headingId = useId();
  const { data } = useGetTournamentPlayersQuery(tournament.id);
  const players = data?.joueurs ?? tournament.joueurs;
  const shown = withAdmin(players, tournament.admin_id);
  // The list follows sign-ups live: a player who just made an account is named, not « Joueur inconnu ».
  const { users, pseudoOf } = usePseudos(shown);
  const [addPlayer, { isLoading: adding }] = useAddTournamentPlayerMutation();
  const [removePlayer, { isLoading: removing }] = useRemoveTournamentPlayerMutation();
  const [setAbsent, { isLoading: marking }] = useSetPlayerAbsentMutation();
  const [feedback, setFeedback] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  async function add(user: User) {
    setFeedback(null);
    try {
      await addPlayer({ tournamentId: tournament.id, userId: user.user_id }).unwrap();
      setFeedback({ tone: 'success', text: `${user.pseudo} a rejoint le tournoi.` });
    } catch (cause) {
      setFeedback({ tone: 'error', text: getErrorMessage(cause, M.addPlayerFailed) });
    }
  }

  /** Removing needs a player who has not played yet (the server says so otherwise); absence is undone. */
  async function update(userId: string, change: 'remove' | 'absent' | 'present') {
    setFeedback(null);
    try {
      if (change === 'remove') await removePlayer({ tournamentId: tournament.id, userId }).unwrap();
      else await setAbsent({ tournamentId: tournament.id, userId, absent: change === 'absent' }).unwrap();
    } catch (cause) {
      setFeedback({ tone: 'error', text: getErrorMessage(cause, M.playerUpdateFailed) });
    }
  }

  const editable = admin && !isFinished(tournament);
  return (
    <section className="tournament-section" aria-labelledby={headingId}>
      {/* The players who play, as the summary counts them; an admin who does not play is listed apart. */}
      <h2 id={headingId}>Joueurs ({players.length})</h2>
      <ul className="player-list">
        {shown.map((userId) => (
          <li key={userId} className="player-list__item">
            <span className="player-list__name" title={pseudoOf(userId)}>
              {pseudoOf(userId)}
            </span>
            {userId === tournament.admin_id && (
              <span className="badge">{players.includes(userId) ? 'Admin' : 'Admin, ne joue pas'}</span>
            )}
            {tournament.absents.includes(userId) && <span className="badge badge--done">Absent</span>}
            {editable && players.includes(userId) && (
              <span className="player-list__actions">
                <label className="switch">
                  <input
                    type="checkbox"
                    role="switch"
                    checked={tournament.absents.includes(userId)}
                    disabled={marking}
                    onChange={(event) => void update(userId, event.target.checked ? 'absent' : 'present')}
                    aria-label={`${pseudoOf(userId)} absent`}
                  />
                  <span aria-hidden="true">Absent</span>
                </label>
                <Button
                  variant="ghost"
                  disabled={removing}
                  onClick={() => void update(userId, 'remove')}
                  aria-label={`Retirer ${pseudoOf(userId)}`}
                >
                  Retirer
                </Button>
              </span>
            )}
          </li>
        ))}
      </ul>
      {editable && (
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
