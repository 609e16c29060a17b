import { useParams } from 'react-router-dom';
import { TournamentResultsPage } from '../../features/tournaments/tournament-results-page';

export default function TournamentResultsRoute() {
  const { id = '' } = useParams();
  return <TournamentResultsPage key={id} tournamentId={id} />;
}
