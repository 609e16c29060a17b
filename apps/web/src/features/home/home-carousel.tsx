import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { useHomeSlides } from './home-slides';
import { useVisibleInterval } from './use-visible-interval';
import './home.css';

/** Spec section 9: the carousel advances every 60 s, only while the tab is visible. */
export const AUTO_ADVANCE_MS = 60_000;

/** A horizontal drag longer than this (px) turns the slide. */
const SWIPE_PX = 40;

/**
 * The one home carousel, for /home and /home-swipe: the dashboard, parties and tournois slides, turned by
 * the arrows, the dots, the keyboard's arrow keys or a swipe, and every 60 s while the tab is visible.
 * WCAG 2.2.2 (pause, stop, hide): a button pauses and resumes the turning. The structure follows the WAI
 * carousel pattern (https://www.w3.org/WAI/ARIA/apg/patterns/carousel/): slides announced only while
 * paused, so a screen reader is not interrupted every minute.
 */
export function HomeCarousel() {
  const slides = useHomeSlides();
  const [active, setActive] = useState(0);
  const [playing, setPlaying] = useState(true);
  const start = useRef<number | null>(null);
  const count = slides.length;
  const go = useCallback((index: number) => setActive((index + count) % count), [count]);
  const advance = useCallback(() => setActive((current) => (current + 1) % count), [count]);
  useVisibleInterval(advance, AUTO_ADVANCE_MS, playing);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'ArrowRight') go(active + 1);
    else if (event.key === 'ArrowLeft') go(active - 1);
  }

  return (
    <section className="page home" aria-roledescription="carrousel" aria-label="Accueil" onKeyDown={onKeyDown}>
      <h1 className="visually-hidden">Accueil</h1>
      <div
        className="carousel"
        aria-live={playing ? 'off' : 'polite'}
        onPointerDown={(event) => {
          start.current = event.clientX;
        }}
        onPointerUp={(event) => {
          if (start.current === null) return;
          const moved = event.clientX - start.current;
          start.current = null;
          if (Math.abs(moved) > SWIPE_PX) go(active + (moved < 0 ? 1 : -1));
        }}
      >
        <div className="carousel__track" style={{ transform: `translateX(-${active * 100}%)` }}>
          {slides.map((slide, index) => (
            <article
              key={slide.id}
              className="slide"
              role="group"
              aria-roledescription="diapositive"
              aria-label={`${slide.title} (${index + 1} sur ${count})`}
              aria-hidden={index !== active}
              inert={index !== active}
            >
              <h2 className="slide__title">{slide.title}</h2>
              {slide.content}
            </article>
          ))}
        </div>
      </div>
      <div className="carousel__controls">
        <button
          type="button"
          className="icon-button carousel__arrow"
          aria-label="Diapositive précédente"
          onClick={() => go(active - 1)}
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
              onClick={() => go(index)}
            />
          ))}
        </div>
        <button
          type="button"
          className="icon-button carousel__pause"
          aria-label={playing ? 'Mettre en pause le défilement' : 'Reprendre le défilement'}
          onClick={() => setPlaying((current) => !current)}
        >
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </button>
        <button
          type="button"
          className="icon-button carousel__arrow"
          aria-label="Diapositive suivante"
          onClick={() => go(active + 1)}
        >
          ›
        </button>
      </div>
    </section>
  );
}
