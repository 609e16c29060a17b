import { AccountPage } from '../../features/account/account-page';
import { RunningGames } from '../../features/games/running-games';
import { MySeasonLines } from '../../features/leagues/season-lines';

/** The signed-in landing page: the player's running games first, their running seasons, then the account. */
export default function Dashboard() {
  return (
    <AccountPage
      before={
        <>
          <RunningGames />
          <MySeasonLines />
        </>
      }
    />
  );
}
