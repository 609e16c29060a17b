import { AccountPage } from '../../features/account/account-page';
import { RunningGames } from '../../features/games/running-games';

/** The signed-in landing page: the player's running games first, then the account. */
export default function Dashboard() {
  return <AccountPage before={<RunningGames />} />;
}
