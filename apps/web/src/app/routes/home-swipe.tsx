import { HomeCarousel } from '../../features/home/home-carousel';

/** /home-swipe and /home are the same carousel (swipe, arrows, dots, 60 s auto-advance with a pause). */
export default HomeCarousel;
