import { useParams } from 'react-router-dom';
import { AddRoundPage } from '../../features/games/add-round/add-round-page';

export default function AddRoundRoute() {
  const { gameId = '' } = useParams();
  return <AddRoundPage key={gameId} gameId={gameId} />;
}
