import { useId } from 'react';
import type { Tournament } from '@mj/api';
import { isFinished } from '../model/tournament-list';
import { PenaltiesList, PenaltyForm } from './penalties';
import { OfficiatingSettings } from './settings';

/**
 * The admin's and referees' desk: the admin's officiating settings (how many sheets wait for a validation
 * is in the bar over every phase), « Pénalité » on a player, and the tournament's penalties (chombos included) with « Retirer ».
 */
export function OfficiatingSection({ tournament, admin }: { tournament: Tournament; admin: boolean }) {
  const headingId = useId();
  return (
    <>
      <section className="tournament-section" aria-labelledby={headingId}>
        <h2 id={headingId}>Arbitrage</h2>
        {admin && !isFinished(tournament) && <OfficiatingSettings tournament={tournament} />}
        <h3>Pénalité</h3>
        <PenaltyForm tournament={tournament} />
      </section>
      <PenaltiesList tournamentId={tournament.id} staff />
    </>
  );
}
