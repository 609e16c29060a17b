import { useId } from 'react';
import { type Tournament } from '@mj/api';
import { useGetTournamentGamesQuery } from '@mj/api/tournaments';
import { useLiveTournament } from '../../../hooks/use-live-updates';
import { isFinished } from '../model/tournament-list';
import { PenaltiesList, PenaltyForm } from './penalties';
import { OfficiatingSettings } from './settings';
import { sheetsWaiting } from './sheet-status';

/**
 * The admin's and referees' desk: the admin's officiating settings, how many sheets wait for a
 * validation, « Pénalité » on a player, and the tournament's penalties (chombos included) with « Retirer ».
 */
export function OfficiatingSection({ tournament, admin }: { tournament: Tournament; admin: boolean }) {
  const headingId = useId();
  const refresh = useLiveTournament(tournament.id, !isFinished(tournament));
  const { data: games } = useGetTournamentGamesQuery(tournament.id, refresh);
  const waiting = sheetsWaiting(games);
  return (
    <>
      <section className="tournament-section" aria-labelledby={headingId}>
        <h2 id={headingId}>Arbitrage</h2>
        {admin && !isFinished(tournament) && <OfficiatingSettings tournament={tournament} />}
        <p className="sheets-waiting" role="status">
          {waiting === 0
            ? 'Aucune feuille à valider.'
            : `${waiting} feuille${waiting > 1 ? 's' : ''} à valider`}
        </p>
        <h3>Pénalité</h3>
        <PenaltyForm tournament={tournament} />
      </section>
      <PenaltiesList tournamentId={tournament.id} staff />
    </>
  );
}
