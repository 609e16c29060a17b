import { useQueryParam } from '../../hooks/use-query-param';
import { ChooseGameModePage } from '../../features/games/choose-game-mode-page';

export default function ChooseGameModeRoute() {
  return <ChooseGameModePage tournamentId={useQueryParam('tournoiId')} />;
}
