import { useParams } from 'react-router-dom';
import { TournamentPage } from '../../features/tournaments/tournament-page';

export default function TournamentRoute() {
  const { id = '' } = useParams();
  return <TournamentPage key={id} tournamentId={id} />;
}
