import { useQueryParam } from '../../hooks/use-query-param';
import { CreateGamePage } from '../../features/games/create-game-page';

export default function CreateGameRoute() {
  const tournamentId = useQueryParam('tournoiId');
  return <CreateGamePage key={tournamentId ?? ''} tournamentId={tournamentId} />;
}
