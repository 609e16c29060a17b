import { useId, useState, type FormEvent } from 'react';
import { getErrorMessage, type Tournament } from '@mj/api';
import { useGetRegistrationQuery, useSetRegistrationMutation } from '@mj/api/registration';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SharedLink } from '../../../components/shared-link';
import { paths } from '../../../config/paths';
import { usePseudos } from '../../../hooks/use-pseudos';
import { REGISTRATION_MESSAGES as M } from '../registration-messages';
import { isFinished } from '../model/tournament-list';

/** A number of places typed by hand: empty for no limit, else a whole number from 4 to 2000. */
export function parsePlaces(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const places = Number(trimmed);
  return Number.isInteger(places) && places >= 4 && places <= 2000 ? places : undefined;
}

/**
 * Registration by link: the admin opens it with a number of places, shows the link and its QR code,
 * closes it or replaces the link (the old one stops working at once), and sees the waiting list.
 */
export function RegistrationSection({ tournament }: { tournament: Tournament }) {
  const headingId = useId();
  const placesId = useId();
  const { data, error, refetch } = useGetRegistrationQuery(tournament.id);
  const { pseudoOf } = usePseudos(data?.attente);
  const [save, { isLoading }] = useSetRegistrationMutation();
  const [places, setPlaces] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [replacing, setReplacing] = useState(false);

  const placesText = places ?? (data?.places === null || !data ? '' : String(data.places));

  async function submit(change: { ouvertes: boolean; nouveau_lien?: boolean }) {
    setFailure(null);
    const parsed = parsePlaces(placesText);
    if (parsed === undefined) {
      setFailure(M.placesInvalid);
      return;
    }
    try {
      await save({ tournamentId: tournament.id, places: parsed, ...change }).unwrap();
      setPlaces(null);
    } catch (cause) {
      setFailure(getErrorMessage(cause, M.registrationFailed));
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit({ ouvertes: data?.ouvertes ?? true });
  }

  const href = data?.ouvertes && data.jeton ? paths.join.href(data.jeton) : null;
  const taken = tournament.joueurs.filter((id) => !tournament.remplacants.includes(id)).length;
  return (
    <section className="tournament-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Inscriptions</h2>
      {error && <Alert onRetry={refetch}>{getErrorMessage(error, M.registrationLoadFailed)}</Alert>}
      {failure && <Alert>{failure}</Alert>}
      {data && (
        <>
          <p>
            {data.ouvertes ? 'Inscriptions ouvertes' : 'Inscriptions fermées'} —{' '}
            {data.places === null
              ? `${taken} inscrits (sans limite)`
              : `${taken} / ${data.places} places prises`}
          </p>
          {!isFinished(tournament) && (
            <form className="row" onSubmit={onSubmit} noValidate>
              <div className="field">
                <label htmlFor={placesId}>Places</label>
                <input
                  id={placesId}
                  type="number"
                  inputMode="numeric"
                  min={4}
                  max={2000}
                  value={placesText}
                  placeholder="Sans limite"
                  onChange={(event) => setPlaces(event.target.value)}
                />
              </div>
              {data.ouvertes ? (
                <>
                  <Button type="submit" variant="secondary" disabled={isLoading}>
                    Enregistrer les places
                  </Button>
                  <Button variant="secondary" disabled={isLoading} onClick={() => setReplacing(true)}>
                    Remplacer le lien
                  </Button>
                  <Button
                    variant="danger"
                    disabled={isLoading}
                    onClick={() => void submit({ ouvertes: false })}
                  >
                    Fermer les inscriptions
                  </Button>
                </>
              ) : (
                <Button disabled={isLoading} onClick={() => void submit({ ouvertes: true })}>
                  Ouvrir les inscriptions
                </Button>
              )}
            </form>
          )}
          {replacing && (
            <ConfirmDialog
              message={M.replaceLinkConfirm}
              confirmLabel="Remplacer le lien"
              danger
              onConfirm={() => {
                setReplacing(false);
                void submit({ ouvertes: true, nouveau_lien: true });
              }}
              onCancel={() => setReplacing(false)}
            />
          )}
          {href && (
            <SharedLink href={href} hint={M.registrationHint} qrLabel="QR code du lien d’inscription" />
          )}
          <h3>Liste d’attente ({data.attente.length})</h3>
          {data.attente.length === 0 ? (
            <p className="field__hint">Personne n’attend.</p>
          ) : (
            <ol className="player-list">
              {data.attente.map((userId) => (
                <li key={userId} className="player-list__item">
                  {pseudoOf(userId)}
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
