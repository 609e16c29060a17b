import { CreateTournamentPage } from '../../features/tournaments/create-tournament-page';

export default CreateTournamentPage;
