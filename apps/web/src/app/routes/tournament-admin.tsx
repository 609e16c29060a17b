import { useParams } from 'react-router-dom';
import { TournamentAdminPage } from '../../features/tournaments/tournament-admin-page';

export default function TournamentAdminRoute() {
  const { id = '' } = useParams();
  return <TournamentAdminPage key={id} tournamentId={id} />;
}
