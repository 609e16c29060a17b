import type { Tournament } from '@mj/api';
import { formatDate } from '@mj/domain';
import { RulesLine } from '../../../components/rules-line';
import { isFinished } from '../model/tournament-list';

/** State, start date and player count, under a tournament page's title. */
export function TournamentSummary({ tournament }: { tournament: Tournament }) {
  const count = tournament.joueurs.length;
  return (
    <>
      <span className={isFinished(tournament) ? 'badge badge--done' : 'badge badge--live'}>
        {isFinished(tournament) ? 'Terminé' : 'En cours'}
      </span>{' '}
      Début&nbsp;: {formatDate(tournament.date_debut)} · {count} joueur{count > 1 ? 's' : ''}
      <br />
      <RulesLine regles={tournament.regles} />
    </>
  );
}
