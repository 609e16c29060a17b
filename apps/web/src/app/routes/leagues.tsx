import { LeaguesPage } from '../../features/leagues/leagues-page';

export default LeaguesPage;
