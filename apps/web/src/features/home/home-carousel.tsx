import { useRef, useState } from 'react';
import { useHomeSlides } from './home-slides';
import './home.css';

/** /home: a carousel of the dashboard, parties and tournois slides, by buttons, dots or swipe. */
export function HomeCarousel() {
  const slides = useHomeSlides();
  const [active, setActive] = useState(0);
  const start = useRef<number | null>(null);
  const go = (index: number) => setActive((index + slides.length) % slides.length);

  return (
    <section className="page home" aria-roledescription="carrousel" aria-label="Accueil">
      <h1 className="visually-hidden">Accueil</h1>
      <div
        className="carousel"
        onPointerDown={(event) => {
          start.current = event.clientX;
        }}
        onPointerUp={(event) => {
          if (start.current === null) return;
          const moved = event.clientX - start.current;
          start.current = null;
          if (Math.abs(moved) > 40) go(active + (moved < 0 ? 1 : -1));
        }}
      >
        <div className="carousel__track" style={{ transform: `translateX(-${active * 100}%)` }}>
          {slides.map((slide, index) => (
            <article
              key={slide.id}
              className="slide"
              role="group"
              aria-roledescription="diapositive"
              aria-label={`${slide.title} (${index + 1} sur ${slides.length})`}
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
