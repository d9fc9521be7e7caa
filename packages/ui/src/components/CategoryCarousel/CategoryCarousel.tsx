import type { Picture } from '../../model';
import { clsx } from 'clsx';
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { media } from '../../themes/tokens';
import { IconButton } from '../IconButton';
import { MediaTile } from '../MediaTile';
import * as styles from './CategoryCarousel.css';
import { m } from '../../paraglide/messages.js';

/** One carousel entry: a category `label`, its page `href` and a picture. */
export interface CarouselCategory {
  /** The category's name on the card. */
  label: string;
  /** The category page's path. */
  href: string;
  /** The card's picture (decorative). */
  image: Picture;
}

/** Props of {@link CategoryCarousel}: an accessible `label`, the categories, button labels. */
export interface CategoryCarouselProps {
  /** The strip's accessible name, e.g. 'Popular categories'. */
  label: string;
  /** The cards, in order (spec §2: seven categories). */
  categories: readonly CarouselCategory[];
  /** The left arrow's accessible name. Default 'Scroll categories left'. */
  previousLabel?: string;
  /** The right arrow's accessible name. Default 'Scroll categories right'. */
  nextLabel?: string;
}

/**
 * How far an arrow scrolls `track`, the strip, in px: the theme's step for the screen's width
 * (`vars.layout.carouselStep`, `carouselStepSm` from 640 px; spec §9: 220 / 280 px), as the
 * strip's style resolves it. Without one (no theme on the page), four fifths of the strip's width.
 */
export function carouselStep(track: HTMLElement): number {
  const name = /var\((--[^),]+)/.exec(styles.step)?.[1];
  const px = name ? Number.parseFloat(getComputedStyle(track).getPropertyValue(name)) : Number.NaN;
  return Number.isFinite(px) && px > 0 ? px : Math.round(track.clientWidth * 0.8);
}

/** How close to an end, in px, counts as at that end (snapping and zoom leave a few px). */
const EDGE_TOLERANCE = 8;

/** Pointer travel in px after which a press becomes a drag (and the click is swallowed). */
const DRAG_THRESHOLD = 6;

/**
 * The home page's category strip (spec §2): native horizontal scrolling (touch, wheel,
 * keyboard), previous/next buttons that move by the spec's step and hide at the ends,
 * and mouse dragging. Native scrolling is the platform's own carousel, so no library.
 */
export function CategoryCarousel({
  label,
  categories,
  previousLabel = m.common_carouselPrevious(),
  nextLabel = m.common_carouselNext(),
}: CategoryCarouselProps) {
  const track = useRef<HTMLUListElement>(null);
  const drag = useRef<{ startX: number; scrollLeft: number; moved: boolean } | null>(null);
  const [dragging, setDragging] = useState(false);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  const updateEdges = useCallback(() => {
    const element = track.current;
    if (!element) return;
    const atStart = element.scrollLeft <= EDGE_TOLERANCE;
    const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - EDGE_TOLERANCE;
    setEdges((old) => (old.atStart === atStart && old.atEnd === atEnd ? old : { atStart, atEnd }));
  }, []);

  useEffect(() => {
    updateEdges();
    const element = track.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(updateEdges);
    observer.observe(element);
    return () => observer.disconnect();
  }, [updateEdges]);

  const scrollByStep = (direction: -1 | 1) => {
    // Smooth unless the shopper asked for reduced motion (CSS scroll-behavior does not cover scrollBy's option).
    const behavior = window.matchMedia(media.reducedMotion).matches ? 'instant' : 'smooth';
    const element = track.current;
    element?.scrollBy({ left: direction * carouselStep(element), behavior });
  };

  const onPointerDown = (event: PointerEvent<HTMLUListElement>) => {
    if (event.pointerType !== 'mouse' || event.button !== 0 || !track.current) return;
    drag.current = { startX: event.clientX, scrollLeft: track.current.scrollLeft, moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLUListElement>) => {
    const state = drag.current;
    if (!state || !track.current) return;
    const distance = event.clientX - state.startX;
    if (!state.moved && Math.abs(distance) < DRAG_THRESHOLD) return;
    if (!state.moved) {
      state.moved = true;
      setDragging(true);
      track.current.setPointerCapture?.(event.pointerId);
    }
    track.current.scrollLeft = state.scrollLeft - distance;
  };
  const endDrag = () => {
    drag.current = null;
    // Let the click that ends a drag see `dragging` first, then release it.
    requestAnimationFrame(() => setDragging(false));
  };

  return (
    // ArrowLeft/ArrowRight while focus is on a card or button scroll by one step (the keydown bubbles up).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className={styles.root}
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
        event.preventDefault();
        scrollByStep(event.key === 'ArrowLeft' ? -1 : 1);
      }}
    >
      <IconButton
        className={clsx(styles.arrow, styles.previous)}
        icon="previous"
        label={previousLabel}
        hidden={edges.atStart}
        onClick={() => scrollByStep(-1)}
      />
      <ul
        ref={track}
        className={styles.track}
        data-dragging={dragging}
        onScroll={updateEdges}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onClickCapture={(event) => {
          if (dragging) event.preventDefault();
        }}
        onDragStart={(event) => event.preventDefault()}
      >
        {categories.map((category) => (
          <li key={category.href} className={styles.item}>
            <MediaTile {...category} layout="overlay" />
          </li>
        ))}
      </ul>
      <IconButton
        className={clsx(styles.arrow, styles.next)}
        icon="next"
        label={nextLabel}
        hidden={edges.atEnd}
        onClick={() => scrollByStep(1)}
      />
    </section>
  );
}
