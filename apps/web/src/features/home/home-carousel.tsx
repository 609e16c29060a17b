import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { useHomeSlides } from './home-slides';
import './home.css';

/** The carousel advances every 60 s, only while the tab is visible. */
export const AUTO_ADVANCE_MS = 60_000;

/** No sliding animation for who asks the system for less motion (and where it cannot be asked). */
function prefersMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && !window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The one home carousel, for /home and /home-swipe, on Swiper (the product's design names it): the
 * dashboard, parties and tournois slides, turned by a swipe, the arrows, the dots, the keyboard's arrow
 * keys (Swiper's Keyboard module), and every 60 s (its Autoplay module, which stops while the tab is
 * hidden and does not wait for a transition that a reduced-motion setting leaves out). WCAG 2.2.2 (pause,
 * stop, hide): a button stops and restarts the turning. Swiper's A11y module labels the slides in French;
 * the structure follows the WAI carousel pattern (https://www.w3.org/WAI/ARIA/apg/patterns/carousel/):
 * slides announced only while paused, so a screen reader is not interrupted every minute.
 */
export function HomeCarousel() {
  const slides = useHomeSlides();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const [playing, setPlaying] = useState(true);
  const count = slides.length;

  function togglePlaying() {
    if (playing) swiper?.autoplay.stop();
    else swiper?.autoplay.start();
    setPlaying(!playing);
  }

  return (
    <section className="page home" aria-roledescription="carrousel" aria-label="Accueil">
      <h1 className="visually-hidden">Accueil</h1>
      <Swiper
        className="carousel"
        modules={[A11y, Autoplay, Keyboard]}
        rewind
        speed={prefersMotion() ? 300 : 0}
        keyboard={{ enabled: true, onlyInViewport: false }}
        autoplay={{ delay: AUTO_ADVANCE_MS, disableOnInteraction: false, waitForTransition: false }}
        a11y={{
          // The slides carry their own French names below; Swiper adds no English words.
          slideLabelMessage: '',
          containerMessage: null,
          containerRoleDescriptionMessage: 'carrousel',
          itemRoleDescriptionMessage: 'diapositive',
          prevSlideMessage: 'Diapositive précédente',
          nextSlideMessage: 'Diapositive suivante',
          firstSlideMessage: 'Première diapositive',
          lastSlideMessage: 'Dernière diapositive',
          paginationBulletMessage: 'Aller à la diapositive {{index}}',
        }}
        wrapperTag="div"
        aria-live={playing ? 'off' : 'polite'}
        onSwiper={setSwiper}
        onSlideChange={(instance) => setActive(instance.activeIndex)}
      >
        {slides.map((slide, index) => (
          <SwiperSlide
            key={slide.id}
            tag="article"
            className="slide"
            role="group"
            aria-roledescription="diapositive"
            aria-label={`${slide.title} (${index + 1} sur ${count})`}
            aria-hidden={index !== active}
            inert={index !== active}
          >
            <h2 className="slide__title">{slide.title}</h2>
            {slide.content}
          </SwiperSlide>
        ))}
      </Swiper>
      <div className="carousel__controls">
        <button
          type="button"
          className="icon-button carousel__arrow"
          aria-label="Diapositive précédente"
          onClick={() => swiper?.slidePrev()}
        >
          ‹
        </button>
        <div className="carousel__dots">
          {slides.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              className="carousel__dot"
              aria-label={`Aller à ${slide.title}`}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => swiper?.slideTo(index)}
            />
          ))}
        </div>
        <button
          type="button"
          className="icon-button carousel__pause"
          aria-label={playing ? 'Mettre en pause le défilement' : 'Reprendre le défilement'}
          onClick={togglePlaying}
        >
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </button>
        <button
          type="button"
          className="icon-button carousel__arrow"
          aria-label="Diapositive suivante"
          onClick={() => swiper?.slideNext()}
        >
          ›
        </button>
      </div>
    </section>
  );
}
