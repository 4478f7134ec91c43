import { useEffect, useId, useState, type FocusEvent } from 'react';
import { useIntl } from 'react-intl';
import { ChevronEndIcon } from '../../components/ui/icons';
import { ChevronStartIcon, StarIcon } from './landing-icons';
import { CAROUSEL, stepCarousel } from './carousel';
import { useMediaQuery } from '../../components/ui/use-media-query';
import styles from './testimonial-carousel.module.css';

export interface Testimonial {
  quote: string;
  name: string;
  place: string;
  rating: number;
}

export interface TestimonialCarouselProps {
  label: string;
  items: readonly Testimonial[];
  /** Off with reduced motion. */
  autoplay: boolean;
}

/**
 * §2/§9 feedback carousel: 3 slides shown (1 on narrow screens), moves 1 at a
 * time every 1500 ms, wraps round; pauses while hovered or focused; previous
 * and next buttons (native: no react-aria on the landing pages' first paint).
 * Announces slides only when not playing by itself.
 */
export function TestimonialCarousel({ label, items, autoplay }: TestimonialCarouselProps) {
  const intl = useIntl();
  const listId = useId();
  const narrow = useMediaQuery('(max-width: 767px)');
  const shown = Math.min(narrow ? 1 : CAROUSEL.shown, items.length);
  const [start, setStart] = useState(0);
  const [direction, setDirection] = useState<1 | -1>(1);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = autoplay && !hovered && !focused;

  const move = (by: 1 | -1) => {
    setDirection(by);
    setStart((current) => stepCarousel(current, by * CAROUSEL.scroll, items.length));
  };

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      setDirection(1);
      setStart((current) => stepCarousel(current, CAROUSEL.scroll, items.length));
    }, CAROUSEL.autoplayMs);
    return () => clearInterval(timer);
  }, [playing, items.length]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription={intl.formatMessage({ id: 'carousel.role' })}
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      data-playing={playing || undefined}
    >
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          aria-controls={listId}
          aria-label={intl.formatMessage({ id: 'carousel.previous' })}
          onClick={() => move(-1)}
        >
          <ChevronStartIcon />
        </button>
        <button
          type="button"
          className={styles.control}
          aria-controls={listId}
          aria-label={intl.formatMessage({ id: 'carousel.next' })}
          onClick={() => move(1)}
        >
          <ChevronEndIcon />
        </button>
      </div>
      {/* Slides are APG carousel groups, which a list may not hold as items: plain containers. */}
      <div key={start} id={listId} className={styles.track} data-from={direction === 1 ? 'end' : 'start'} aria-live={playing ? 'off' : 'polite'}>
        {/* In the order they show, from the first visible one: the grid makes a column for each one not hidden. */}
        {items.map((_, slot) => {
          const index = stepCarousel(start, slot, items.length);
          const item = items[index]!;
          return (
            <div
              key={item.name}
              className={styles.slide}
              hidden={slot >= shown}
              role="group"
              aria-roledescription={intl.formatMessage({ id: 'carousel.slide' })}
              aria-label={intl.formatMessage({ id: 'carousel.position' }, { n: index + 1, count: items.length })}
            >
              <figure className={styles.card}>
                <span className={styles.stars} role="img" aria-label={intl.formatMessage({ id: 'product.rating' }, { rating: item.rating })}>
                  {Array.from({ length: 5 }, (_, star) => (
                    <span key={star} className={star < Math.round(item.rating) ? undefined : styles.dim}>
                      <StarIcon />
                    </span>
                  ))}
                </span>
                <blockquote className={styles.quote}>{item.quote}</blockquote>
                <figcaption>
                  <strong>{item.name}</strong>
                  <span>{item.place}</span>
                </figcaption>
              </figure>
            </div>
          );
        })}
      </div>
    </section>
  );
}
