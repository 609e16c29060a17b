import { useSearchParams } from 'react-router-dom';
import { ChooseGameModePage } from '../../features/games/choose-game-mode-page';

export default function ChooseGameModeRoute() {
  const [search] = useSearchParams();
  return <ChooseGameModePage tournoiId={search.get('tournoiId')} />;
}
