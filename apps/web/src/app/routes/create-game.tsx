import { useSearchParams } from 'react-router-dom';
import { CreateGamePage } from '../../features/games/create-game-page';

export default function CreateGameRoute() {
  const [search] = useSearchParams();
  const tournamentId = search.get('tournoiId');
  return <CreateGamePage key={tournamentId ?? ''} tournamentId={tournamentId} />;
}
