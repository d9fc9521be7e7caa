import type { Picture } from '@storefront/catalog';
import type { ReactNode } from 'react';
import * as styles from './Banner.css';

/**
 * Props of {@link Banner}: a `heading` and `text` laid over a decorative wide `image`
 * (its alt is ignored: the words are the content), an optional `action` (e.g. a Button),
 * and the heading level for the page outline (default h2). `priority` loads the image
 * eagerly for banners at the top of a page.
 */
export interface BannerProps {
  heading: string;
  text: string;
  image: Picture;
  action?: ReactNode;
  headingLevel?: 1 | 2 | 3;
  priority?: boolean;
}

/** A wide promotional banner with real text over art (spec §2 home, about and product banners). */
export function Banner({ heading, text, image, action, headingLevel = 2, priority = false }: BannerProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.banner}>
      <img
        className={styles.image}
        src={image.src}
        alt=""
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className={styles.content}>
        <Heading className={styles.heading}>{heading}</Heading>
        <p className={styles.text}>{text}</p>
        {action}
      </div>
    </section>
  );
}
