import { useMemo } from 'react';
import { getErrorMessage, type Game, type RegistrationState, type Ronde, type Tournament } from '@mj/api';
import { useGetRondesQuery } from '@mj/api/rondes';
import { useGetTournamentGamesQuery, useGetTournamentQuery } from '@mj/api/tournaments';
import { useGetRegistrationQuery } from '@mj/api/registration';
import { FINISHED, formatDate } from '@mj/domain';
import { Alert } from '../../../components/alert';
import { Button, ButtonLink } from '../../../components/button';
import { Page } from '../../../components/page';
import { PageLoading } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { usePseudos } from '../../../hooks/use-pseudos';
import { PenaltiesList } from '../officiating/penalties';
import { REGISTRATION_MESSAGES as M } from '../registration-messages';

/** Participants by country (their profile's), most represented first; « Non renseigné » last. */
export function participantsByCountry(
  tournament: Pick<Tournament, 'joueurs'>,
  profils: RegistrationState['profils'],
): Array<{ pays: string; joueurs: number }> {
  const counts = new Map<string, number>();
  for (const id of tournament.joueurs) {
    const pays = profils[id]?.pays ?? 'Non renseigné';
    counts.set(pays, (counts.get(pays) ?? 0) + 1);
  }
  return [...counts]
    .map(([pays, joueurs]) => ({ pays, joueurs }))
    .sort(
      (a, b) =>
        Number(a.pays === 'Non renseigné') - Number(b.pays === 'Non renseigné') ||
        b.joueurs - a.joueurs ||
        a.pays.localeCompare(b.pays, 'fr'),
    );
}

/** What the observer reports: games played (finished) and the rounds entered hand by hand. */
export function playCounts(games: readonly Pick<Game, 'etat' | 'nb_tours'>[]) {
  const finished = games.filter((game) => game.etat === FINISHED);
  return { parties: finished.length, tours: finished.reduce((sum, game) => sum + game.nb_tours, 0) };
}

/**
 * /tournois/{id}/rapport: the observer's report, drafted for printing: participants by country, the
 * schedule (rondes and their length), the referees and penalties the tournament has, and the number of
 * games and rounds. For the admin (the profiles it reads are theirs to see).
 */
export function ReportPage({ tournamentId }: { tournamentId: string }) {
  const { pseudoOf } = usePseudos();
  const tournament = useGetTournamentQuery(tournamentId);
  const registration = useGetRegistrationQuery(tournamentId);
  const rondes = useGetRondesQuery(tournamentId);
  const games = useGetTournamentGamesQuery(tournamentId);
  const countries = useMemo(
    () =>
      tournament.data && registration.data
        ? participantsByCountry(tournament.data, registration.data.profils)
        : [],
    [tournament.data, registration.data],
  );

  if (tournament.isLoading || registration.isLoading) return <PageLoading />;
  const failed = tournament.error ?? registration.error ?? rondes.error ?? games.error;
  if (!tournament.data || failed)
    return (
      <Page title="Rapport de l’observateur">
        <Alert>{getErrorMessage(failed, M.reportLoadFailed)}</Alert>
      </Page>
    );
  const t = tournament.data;
  const counts = playCounts(games.data ?? []);
  const referees = t.arbitres;
  const substitutes = t.remplacants;
  return (
    <Page
      title={`Rapport de l’observateur — ${t.nom}`}
      lead={
        <>
          {[t.ville, t.pays].filter(Boolean).join(', ') || 'Lieu non renseigné'} — du{' '}
          {formatDate(t.date_debut)}
          {t.date_fin ? ` au ${formatDate(t.date_fin)}` : ''}
        </>
      }
      actions={
        <>
          <ButtonLink variant="secondary" to={paths.tournamentAdmin.href(tournamentId)} className="no-print">
            Retour
          </ButtonLink>
          <Button className="no-print" onClick={() => window.print()}>
            Imprimer
          </Button>
        </>
      }
    >
      <section className="tournament-section">
        <h2>Participants par pays ({t.joueurs.length})</h2>
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Pays</th>
              <th scope="col" className="num">
                Joueurs
              </th>
            </tr>
          </thead>
          <tbody>
            {countries.map((row) => (
              <tr key={row.pays}>
                <td>{row.pays}</td>
                <td className="num">{row.joueurs}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {substitutes.length > 0 && <p>Remplaçants&nbsp;: {substitutes.map(pseudoOf).join(', ')}</p>}
      </section>
      <section className="tournament-section">
        <h2>Programme</h2>
        {(rondes.data ?? []).length === 0 ? (
          <p>Aucune ronde.</p>
        ) : (
          <ul>
            {(rondes.data ?? []).map((ronde: Ronde) => (
              <li key={ronde.numero}>
                Ronde {ronde.numero} — {formatDate(ronde.cree_le)} — {ronde.horloge.duree_minutes} min,{' '}
                {ronde.tables.length} tables
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="tournament-section">
        <h2>Arbitres</h2>
        <p>{referees.length > 0 ? referees.map(pseudoOf).join(', ') : 'Aucun arbitre désigné.'}</p>
      </section>
      {/* Chombos included, each with its reason; a removed penalty stays, struck through. */}
      <PenaltiesList tournamentId={tournamentId} staff={false} />
      <section className="tournament-section">
        <h2>Parties</h2>
        <p>
          {counts.parties} parties terminées, {counts.tours} donnes saisies tour par tour.
        </p>
      </section>
    </Page>
  );
}
