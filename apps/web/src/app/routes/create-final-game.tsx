import { useSearchParams } from 'react-router-dom';
import { CreateFinalGamePage } from '../../features/games/create-final-game-page';

export default function CreateFinalGameRoute() {
  const [search] = useSearchParams();
  const tournoiId = search.get('tournoiId');
  return <CreateFinalGamePage key={tournoiId ?? ''} tournoiId={tournoiId} />;
}
