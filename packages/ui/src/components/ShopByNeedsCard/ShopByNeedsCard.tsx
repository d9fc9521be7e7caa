import type { Picture } from '@storefront/catalog';
import { Children, type ReactNode } from 'react';
import { ContextLink as Link } from '../Link/LinkProvider';
import * as styles from './ShopByNeedsCard.css';

/** Props of {@link ShopByNeedsCard}: what the need is (`label`), where it leads, a picture. */
export interface ShopByNeedsCardProps {
  label: string;
  href: string;
  image: Picture;
}

/** A 'Shop By Needs' card (spec §2 Home, §9 sizes). */
export function ShopByNeedsCard({ label, href, image }: ShopByNeedsCardProps) {
  return (
    <Link href={href} className={styles.card}>
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

/** The row of shop-by-needs cards, wrapping on narrow screens. */
export function ShopByNeedsRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={styles.row} aria-label={label}>
      {Children.map(children, (child) => (child ? <li>{child}</li> : null))}
    </ul>
  );
}
