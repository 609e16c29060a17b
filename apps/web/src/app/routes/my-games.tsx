import { MyGamesPage } from '../../features/games/my-games-page';

export default MyGamesPage;
