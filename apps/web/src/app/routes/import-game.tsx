import { useQueryParam } from '../../hooks/use-query-param';
import { ImportGamePage } from '../../features/online-import/import-game-page';

export default function ImportGameRoute() {
  return <ImportGamePage leagueId={useQueryParam('ligueId')} />;
}
