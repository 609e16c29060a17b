import { useParams } from 'react-router-dom';
import { LeaguePage } from '../../features/leagues/league-page';

export default function LeagueRoute() {
  const { id = '' } = useParams();
  return <LeaguePage key={id} leagueId={id} />;
}
