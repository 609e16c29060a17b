import { useParams } from 'react-router-dom';
import { GameResultsPage } from '../../features/games/results/game-results-page';

export default function GameResultsRoute() {
  const { id = '' } = useParams();
  return <GameResultsPage key={id} gameId={id} />;
}
