import { useQueryParam } from '../../hooks/use-query-param';
import { CreateFinalGamePage } from '../../features/games/create-final-game-page';

export default function CreateFinalGameRoute() {
  const tournamentId = useQueryParam('tournoiId');
  return <CreateFinalGamePage key={tournamentId ?? ''} tournamentId={tournamentId} />;
}
