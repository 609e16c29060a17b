import { useCallback, useState } from 'react';
import { A11y, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper';
import { useHomeSlides } from './home-slides';
import { useVisibleInterval } from './use-visible-interval';
import 'swiper/css';
import 'swiper/css/pagination';
import './home.css';

/** Spec section 9: the swipe carousel advances every 60 s, only while the tab is visible. */
export const AUTO_ADVANCE_MS = 60_000;

/** /home-swipe: the same slides in a Swiper carousel (this page's chunk is the only one loading Swiper). */
export function HomeSwipe() {
  const slides = useHomeSlides();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);

  const advance = useCallback(() => {
    swiper?.slideNext(); // `rewind` brings the last slide back to the first
  }, [swiper]);
  useVisibleInterval(advance, AUTO_ADVANCE_MS);

  return (
    <section className="page home" aria-label="Accueil">
      <h1 className="visually-hidden">Accueil</h1>
      <Swiper
        className="home-swiper"
        modules={[A11y, Keyboard, Pagination]}
        rewind
        keyboard={{ enabled: true }}
        pagination={{ clickable: true }}
        a11y={{
          prevSlideMessage: 'Diapositive précédente',
          nextSlideMessage: 'Diapositive suivante',
          paginationBulletMessage: 'Aller à la diapositive {{index}}',
          slideLabelMessage: '{{index}} sur {{slidesLength}}',
          containerRoleDescriptionMessage: 'carrousel',
          itemRoleDescriptionMessage: 'diapositive',
        }}
        onSwiper={setSwiper}
        onSlideChange={(instance) => setActive(instance.realIndex)}
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.id} className="slide">
            <h2 className="slide__title">{slide.title}</h2>
            {slide.content}
          </SwiperSlide>
        ))}
      </Swiper>
      <p className="visually-hidden" aria-live="polite" data-testid="active-slide">
        {slides[active]?.title}
      </p>
    </section>
  );
}
