import { HomeCarousel } from '../../features/home/home-carousel';

export default HomeCarousel;
