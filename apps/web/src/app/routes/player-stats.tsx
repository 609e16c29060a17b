import { useParams } from 'react-router-dom';
import { PlayerStatsPage } from '../../features/players/player-stats-page';

export default function PlayerStatsRoute() {
  const { id = '' } = useParams();
  return <PlayerStatsPage key={id} userId={id} />;
}
