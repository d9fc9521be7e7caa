import type { Picture } from '../../model';
import { ContextLink } from '../Link/LinkProvider';
import { Text } from '../Text';
import { PictureImg } from '../../private/PictureImg';
import * as styles from './MediaTile.css';

/** The arrangements of a {@link MediaTile}, for stories and docs. */
export const mediaTileLayouts = ['stacked', 'inline', 'overlay'] as const;

/** Props of {@link MediaTile}. */
export interface MediaTileProps {
  /** The words on the tile, which are also the link's accessible name. */
  label: string;
  /** Where the tile leads: a site path (through the app's router) or a URL. */
  href: string;
  /** The picture (decorative here: the label names the link). */
  image: Picture;
  /**
   * `stacked`: picture above the words (category tiles, spec §9 100×140 / 137×170 px);
   * `inline`: picture beside the words on a card (Shop By Needs, 280 / 320 / 350 × 100 px);
   * `overlay`: words over the picture (the home carousel, 210×160 / 300×200 px).
   */
  layout: (typeof mediaTileLayouts)[number];
  /** `eager` for a tile in the first screenful; default `lazy`. */
  loading?: 'lazy' | 'eager';
}

const label = {
  stacked: { size: 'sm', weight: 'medium', leading: 'tight' },
  inline: { size: 'md', weight: 'bold', leading: 'tight' },
  overlay: { size: 'lg', weight: 'bold', leading: undefined },
} as const;

/**
 * A picture and a few words that lead somewhere, as one link: the design system's one
 * image-link tile, for category tiles, Shop By Needs cards and carousel cards (spec §2 Home).
 */
export function MediaTile({ label: text, href, image, layout, loading = 'lazy' }: MediaTileProps) {
  return (
    <ContextLink href={href} className={styles.tile({ layout })}>
      <PictureImg className={styles.image({ layout })} picture={image} decorative loading={loading} />
      <Text
        as="span"
        tone="inherit"
        {...label[layout]}
        className={layout === 'overlay' ? styles.overlayLabel : undefined}
      >
        {text}
      </Text>
    </ContextLink>
  );
}
