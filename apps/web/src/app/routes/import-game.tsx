import { useSearchParams } from 'react-router-dom';
import { ImportGamePage } from '../../features/online-import/import-game-page';

export default function ImportGameRoute() {
  const [search] = useSearchParams();
  return <ImportGamePage leagueId={search.get('ligueId')} />;
}
