import { useSearchParams } from 'react-router-dom';
import { CreateGamePage } from '../../features/games/create-game-page';

export default function CreateGameRoute() {
  const [search] = useSearchParams();
  const tournoiId = search.get('tournoiId');
  return <CreateGamePage key={tournoiId ?? ''} tournoiId={tournoiId} />;
}
