import { MyTournamentsPage } from '../../features/tournaments/my-tournaments-page';

export default MyTournamentsPage;
