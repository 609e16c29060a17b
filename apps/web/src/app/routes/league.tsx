import { useParams } from 'react-router-dom';
import { JoinLeaguePage } from '../../features/leagues/join-league-page';
import { LeaguePage } from '../../features/leagues/league-page';
import { LeaguesPage } from '../../features/leagues/leagues-page';

/** /ligues, /ligues/{id} and /ligues/rejoindre/{jeton}: one route, so one entry in the first load. */
export default function LeagueRoute() {
  const { id, jeton } = useParams();
  if (!id) return <LeaguesPage />;
  if (id === 'rejoindre' && jeton) return <JoinLeaguePage key={jeton} jeton={jeton} />;
  return <LeaguePage key={id} leagueId={id} />;
}
