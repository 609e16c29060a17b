import { useSearchParams } from 'react-router-dom';
import { ChooseGameModePage } from '../../features/games/choose-game-mode-page';

export default function ChooseGameModeRoute() {
  const [search] = useSearchParams();
  return <ChooseGameModePage tournamentId={search.get('tournoiId')} />;
}
