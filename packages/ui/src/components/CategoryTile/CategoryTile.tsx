import type { Picture } from '@storefront/catalog';
import { Children, type ReactNode } from 'react';
import { ContextLink as Link } from '../Link/LinkProvider';
import * as styles from './CategoryTile.css';

/** Props of {@link CategoryTile}: the category's `label`, its page `href` and a picture. */
export interface CategoryTileProps {
  label: string;
  href: string;
  image: Picture;
}

/** One 'Customized Categories' tile (spec §2 Home): picture and name, linking to the category. */
export function CategoryTile({ label, href, image }: CategoryTileProps) {
  return (
    <Link href={href} className={styles.tile}>
      <img
        className={styles.image}
        src={image.src}
        alt=""
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
      />
      <span>{label}</span>
    </Link>
  );
}

/** Props of {@link CategoryTileGrid}: an accessible `label` and the tiles. */
export interface CategoryTileGridProps {
  label: string;
  children: ReactNode;
}

/** The category tile grid: 3, 4 (≥768 px) or 7 (≥1024 px) columns (spec §9). */
export function CategoryTileGrid({ label, children }: CategoryTileGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {Children.map(children, (child) => (child ? <li>{child}</li> : null))}
    </ul>
  );
}
