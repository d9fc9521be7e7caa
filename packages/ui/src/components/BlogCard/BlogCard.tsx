import type { Picture } from '../../model';
import type { ReactNode } from 'react';
import { Link } from '../Link';
import { Heading, Text } from '../Text';
import { Tiles } from '../Tiles';
import { PictureImg } from '../../private/PictureImg';
import * as styles from './BlogCard.css';

/** Props of {@link BlogCard}. */
export interface BlogCardProps {
  /** The article's title: the card's heading and the link's name. */
  title: string;
  /** One or two sentences about the article. */
  excerpt: string;
  /** The article's absolute URL; it opens in a new tab. */
  href: string;
  /** A thumbnail (decorative: the title names the link). */
  image: Picture;
  /** What screen readers hear after the title. Default '(opens in a new tab)'. */
  newTabLabel?: string;
  /** The thumbnail's `sizes` hint. Default '120px', the spec's column; set it with a theme whose `blogCardImageWidth` differs. */
  imageSizes?: string;
}

/** A 'From The Blogs' card (spec §2 Home): the whole card opens the article in a new tab. */
export function BlogCard({ title, excerpt, href, image, newTabLabel, imageSizes = '120px' }: BlogCardProps) {
  return (
    <article className={styles.card}>
      <PictureImg className={styles.image} picture={image} decorative sizes={imageSizes} />
      <div>
        <Heading level={3} size="md">
          <Link external tone="plain" className={styles.link} href={href} newTabLabel={newTabLabel}>
            {title}
          </Link>
        </Heading>
        <Text size="sm" tone="muted" className={styles.excerpt}>
          {excerpt}
        </Text>
      </div>
    </article>
  );
}

/** Props of {@link BlogCardList}. */
export interface BlogCardListProps {
  /** Accessible name of the list, e.g. 'Articles'. */
  label: string;
  /** The cards. */
  children: ReactNode;
}

/** Lays blog cards out one per row on phones, two side by side from 640 px. */
export function BlogCardList({ label, children }: BlogCardListProps) {
  return (
    <Tiles label={label} columns={{ mobile: 1, sm: 2 }} space="lg">
      {children}
    </Tiles>
  );
}
