import type { Picture } from '@storefront/catalog';
import { Children, type ReactNode } from 'react';
import { visuallyHidden } from '../Link/Link.css';
import * as styles from './BlogCard.css';

/** Props of {@link BlogCard}: the article's `title`, a short `excerpt`, its external `href`, a picture. */
export interface BlogCardProps {
  title: string;
  excerpt: string;
  href: string;
  image: Picture;
  newTabLabel?: string;
}

/** A 'From The Blogs' card (spec §2 Home): the whole card opens the article in a new tab. */
export function BlogCard({ title, excerpt, href, image, newTabLabel = '(opens in a new tab)' }: BlogCardProps) {
  return (
    <article className={styles.card}>
      <img
        className={styles.image}
        src={image.src}
        alt=""
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
      />
      <div>
        <h3 className={styles.title}>
          <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
            {title}
            <span className={visuallyHidden}> {newTabLabel}</span>
          </a>
        </h3>
        <p className={styles.excerpt}>{excerpt}</p>
      </div>
    </article>
  );
}

/** Lays blog cards out one per row on phones, two side by side from 640 px. */
export function BlogCardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {Children.map(children, (child) => (child ? <li>{child}</li> : null))}
    </ul>
  );
}
