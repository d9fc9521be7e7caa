import type { Picture } from '../../model';
import type { ReactNode } from 'react';
import { Heading, Text } from '../Text';
import { PictureImg } from '../../private/PictureImg';
import * as styles from './Banner.css';

/** Props of {@link Banner}. */
export interface BannerProps {
  /** The banner's title, laid over the art. */
  heading: string;
  /** A sentence under the title. */
  text: string;
  /** Wide decorative art (its `alt` is ignored: the words are the content). */
  image: Picture;
  /** An optional call to action under the text, e.g. a `Button`. */
  action?: ReactNode;
  /** The heading's level in the page outline. Default 2. */
  headingLevel?: 1 | 2 | 3;
  /** Load the art eagerly, for a banner at the top of a page (its largest paint). Default false. */
  priority?: boolean;
}

/** A wide promotional banner with real text over art (spec §2 home, about and product banners). */
export function Banner({ heading, text, image, action, headingLevel = 2, priority = false }: BannerProps) {
  return (
    <section className={styles.banner}>
      <PictureImg className={styles.image} picture={image} decorative priority={priority} />
      <div className={styles.content}>
        <Heading level={headingLevel} size="hero" tone="inherit">
          {heading}
        </Heading>
        <Text size="lead" tone="inherit">
          {text}
        </Text>
        {action}
      </div>
    </section>
  );
}
