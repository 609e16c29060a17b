import { useParams } from 'react-router-dom';
import { SeasonLines } from '../../features/leagues/season-lines';
import { PlayerStatsPage } from '../../features/players/player-stats-page';

/** A player's statistics, then their places in the running seasons of the reader's leagues. */
export default function PlayerStatsRoute() {
  const { id = '' } = useParams();
  return (
    <>
      <PlayerStatsPage key={id} userId={id} />
      <SeasonLines key={`ligues-${id}`} userId={id} title="Saisons en cours" />
    </>
  );
}
