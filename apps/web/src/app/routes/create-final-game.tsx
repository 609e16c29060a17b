import { useSearchParams } from 'react-router-dom';
import { CreateFinalGamePage } from '../../features/games/create-final-game-page';

export default function CreateFinalGameRoute() {
  const [search] = useSearchParams();
  const tournamentId = search.get('tournoiId');
  return <CreateFinalGamePage key={tournamentId ?? ''} tournamentId={tournamentId} />;
}
