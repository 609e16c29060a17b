import { DashboardPage } from '../../features/auth/dashboard-page';
import { RunningGames } from '../../features/games/running-games';

/** The signed-in landing page: the player's running games first, then the account. */
export default function Dashboard() {
  return <DashboardPage before={<RunningGames />} />;
}
