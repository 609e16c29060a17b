import { HomeSwipe } from '../../features/home/home-swipe';

export default HomeSwipe;
