import { useId, useState } from 'react';
import { getErrorMessage, type Profile, type Tournament, type User } from '@mj/api';
import {
  useAddSubstituteMutation,
  useGetRegistrationQuery,
  useNewCheckInCodeMutation,
  useSetCheckInMutation,
} from '@mj/api/registration';
import { SUGGESTION_CAP } from '@mj/domain';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { SharedLink } from '../../../components/shared-link';
import { PlayerSearch } from '../../../components/player-search';
import { paths } from '../../../config/paths';
import { usePseudos } from '../../../hooks/use-pseudos';
import { REGISTRATION_MESSAGES as M } from '../registration-messages';
import { isFinished } from '../model/tournament-list';

/** « 14 / 16 présents »: players checked in among those holding a place (substitutes apart). */
export function presenceCount(tournament: Tournament): string {
  const holders = tournament.joueurs.filter((id) => !tournament.remplacants.includes(id));
  const present = holders.filter((id) => tournament.presents.includes(id)).length;
  return `${present} / ${holders.length} présents`;
}

const fullName = (profile: Profile | undefined) =>
  [profile?.prenom, profile?.nom].filter(Boolean).join(' ') || '—';

/**
 * The day's check-in: the admin ticks arrivals (the count follows live), shows the venue's QR code for
 * players to check themselves in, and adds substitutes. Each player's name, EMA number and country are
 * shown here, for the organiser only.
 */
export function CheckInSection({ tournament }: { tournament: Tournament }) {
  const headingId = useId();
  const { users, pseudoOf } = usePseudos();
  const { data } = useGetRegistrationQuery(tournament.id);
  const [setCheckIn, { isLoading: ticking }] = useSetCheckInMutation();
  const [newCode, { isLoading: coding }] = useNewCheckInCodeMutation();
  const [addSubstitute, { isLoading: adding }] = useAddSubstituteMutation();
  const [feedback, setFeedback] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const editable = !isFinished(tournament);

  async function run(action: () => Promise<unknown>, fallback: string, success?: string) {
    setFeedback(null);
    try {
      await action();
      if (success) setFeedback({ tone: 'success', text: success });
    } catch (cause) {
      setFeedback({ tone: 'error', text: getErrorMessage(cause, fallback) });
    }
  }

  const href = data?.jeton_pointage ? paths.checkIn.href(data.jeton_pointage) : null;
  return (
    <section className="tournament-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Pointage</h2>
      <p className="presence-count" aria-live="polite">
        <strong>{presenceCount(tournament)}</strong>
      </p>
      {feedback && <Alert tone={feedback.tone}>{feedback.text}</Alert>}
      <div className="table-scroll">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Présent</th>
              <th scope="col">Pseudo</th>
              <th scope="col">Nom</th>
              <th scope="col">Numéro EMA</th>
              <th scope="col">Pays</th>
            </tr>
          </thead>
          <tbody>
            {tournament.joueurs.map((userId) => {
              const profile = data?.profils[userId];
              return (
                <tr key={userId}>
                  <td>
                    <input
                      type="checkbox"
                      checked={tournament.presents.includes(userId)}
                      disabled={!editable || ticking}
                      aria-label={`${pseudoOf(userId)} présent`}
                      onChange={(event) =>
                        void run(
                          () =>
                            setCheckIn({
                              tournamentId: tournament.id,
                              userId,
                              present: event.target.checked,
                            }).unwrap(),
                          M.checkInFailed,
                        )
                      }
                    />
                  </td>
                  <td>
                    {pseudoOf(userId)}
                    {tournament.remplacants.includes(userId) && <span className="badge">Remplaçant</span>}
                  </td>
                  <td>{fullName(profile)}</td>
                  <td>{profile?.numero_ema ?? '—'}</td>
                  <td>{profile?.pays ?? '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {editable && (
        <>
          <Button
            variant="secondary"
            disabled={coding}
            onClick={() => void run(() => newCode(tournament.id).unwrap(), M.checkInCodeFailed)}
          >
            {href ? 'Remplacer le QR code de pointage' : 'Afficher un QR code de pointage'}
          </Button>
          {href && <SharedLink href={href} hint={M.checkInHint} qrLabel="QR code de pointage" />}
          <PlayerSearch
            label="Ajouter un remplaçant"
            users={users}
            exclude={tournament.joueurs}
            cap={SUGGESTION_CAP}
            actionLabel="Ajouter comme remplaçant"
            onPick={(user: User) =>
              void run(
                () => addSubstitute({ tournamentId: tournament.id, userId: user.user_id }).unwrap(),
                M.substituteFailed,
                `${user.pseudo} rejoint les remplaçants.`,
              )
            }
            disabled={adding}
          />
        </>
      )}
    </section>
  );
}
