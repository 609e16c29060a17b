import { Link } from 'react-router-dom';
import type { Tournament } from '@mj/api';
import { useGetLeaguesQuery } from '@mj/api/leagues';
import { formatDate } from '@mj/domain';
import { RulesLine } from '../../../components/rules-line';
import { paths } from '../../../config/paths';
import { isFinished } from '../model/tournament-list';

/**
 * The league whose seasons count this tournament's games, named for the viewer's own leagues only (a
 * league is read by its members: others see nothing rather than an error).
 */
function TournamentLeague({ leagueId }: { leagueId: string }) {
  const { league } = useGetLeaguesQuery(undefined, {
    selectFromResult: ({ data }) => ({ league: data?.find((candidate) => candidate.id === leagueId) }),
  });
  if (!league) return null;
  return (
    <>
      <br />
      Compte pour la ligue <Link to={paths.league.href(league.id)}>{league.nom}</Link>
    </>
  );
}

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
      {tournament.ligue_id && <TournamentLeague leagueId={tournament.ligue_id} />}
    </>
  );
}
