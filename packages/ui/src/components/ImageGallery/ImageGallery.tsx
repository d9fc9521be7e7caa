import type { Picture } from '../../model';
import { useState, type KeyboardEvent } from 'react';
import { IconButton } from '../IconButton';
import { Text } from '../Text';
import { PictureImg } from '../../private/PictureImg';
import * as styles from './ImageGallery.css';
import { m } from '../../paraglide/messages.js';
import { breakpoints } from '../../themes/tokens';

/** Words of the {@link ImageGallery}; '{n}' and '{total}' are replaced in `position`. */
export interface ImageGalleryLabels {
  /** The gallery's accessible name, e.g. 'Product images'. */
  gallery: string;
  /** The previous-image button's accessible name. */
  previous: string;
  /** The next-image button's accessible name. */
  next: string;
  /** The position line, e.g. 'Image {n} of {total}'. */
  position: string;
  /** Shown when there are no images (spec §8: 'No images available'). */
  empty: string;
}

/**
 * The words of {@link ImageGallery} in the page's language (see `setUiLocale`),
 * from the design system's messages (`packages/ui/messages`).
 */
export function imageGalleryLabels(): ImageGalleryLabels {
  return {
    gallery: m.imageGallery_gallery(),
    previous: m.imageGallery_previous(),
    next: m.imageGallery_next(),
    position: m.imageGallery_position({ n: '{n}', total: '{total}' }),
    empty: m.imageGallery_empty(),
  };
}

/** Props of {@link ImageGallery}. */
export interface ImageGalleryProps {
  /** The pictures to page through, first shown first; none shows the empty text. */
  images: readonly Picture[];
  /** The words. Default {@link imageGalleryLabels} (the page's language). */
  labels?: ImageGalleryLabels;
}

/** The index after moving `step` from `index` among `count` images, wrapping around (spec §4). */
export function wrapIndex(index: number, step: number, count: number): number {
  return count === 0 ? 0 : (((index + step) % count) + count) % count;
}

/**
 * The product image panel (spec §2): one image at a time; previous/next buttons (and
 * the arrow keys) appear with more than one image and wrap around; 'No images available'
 * when there are none.
 */
export function ImageGallery({ images, labels = imageGalleryLabels() }: ImageGalleryProps) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = images[Math.min(index, count - 1)];
  if (count === 0 || !current) {
    return (
      <div className={styles.root}>
        <Text weight="medium" tone="muted" className={styles.empty}>
          {labels.empty}
        </Text>
      </div>
    );
  }
  const move = (step: number) => setIndex((old) => wrapIndex(old, step, count));
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') move(-1);
    else if (event.key === 'ArrowRight') move(1);
    else return;
    event.preventDefault();
  };
  return (
    // Arrow keys are a shortcut while focus is on the gallery's own buttons (the keydown bubbles up).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section className={styles.root} aria-roledescription="carousel" aria-label={labels.gallery} onKeyDown={onKeyDown}>
      <PictureImg
        className={styles.image}
        picture={current}
        priority={index === 0}
        loading="eager"
        // Full width on phones, half of the page beside the details from 768 px (ProductDetails).
        sizes={`(min-width: ${breakpoints.md}px) 50vw, 100vw`}
      />
      {count > 1 ? (
        <>
          <div className={styles.controls}>
            <IconButton className={styles.arrow} icon="previous" label={labels.previous} onClick={() => move(-1)} />
            <IconButton className={styles.arrow} icon="next" label={labels.next} onClick={() => move(1)} />
          </div>
          <Text size="xs" numeric="tabular" className={styles.status} aria-live="polite">
            {labels.position.replace('{n}', String(index + 1)).replace('{total}', String(count))}
          </Text>
        </>
      ) : null}
    </section>
  );
}
