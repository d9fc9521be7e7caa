import type { Price as PriceValue } from '@storefront/catalog';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Price, type PriceLabels } from '../Price';
import * as styles from './ProductDetails.css';

/** Words of {@link ProductDetails}; defaults are the spec's exact texts (spec §2). */
export interface ProductDetailsLabels {
  taxNote: string;
  bulkNote: string;
  buy: string;
  /** '{n}' is replaced by the minimum order quantity. */
  minimumOrder: string;
}

/** English defaults for {@link ProductDetailsLabels}. */
export const defaultProductDetailsLabels: ProductDetailsLabels = {
  taxNote: 'inclusive of all taxes (except delivery charges)',
  bulkNote: 'Buy in bulk and save',
  buy: 'Buy Now',
  minimumOrder: 'Minimum order quantity: {n}',
};

/**
 * Props of {@link ProductDetails}: what the product is and costs, its extra `details`
 * lines, minimum order quantity, and `onBuy` (omit, or pass an `unavailable` price,
 * for a product that cannot be ordered).
 */
export interface ProductDetailsProps {
  title: string;
  subtitle: string;
  price: PriceValue;
  minQuantity?: number;
  details?: readonly string[];
  onBuy?: () => void;
  labels?: ProductDetailsLabels;
  priceLabels?: PriceLabels;
}

/** The standard product details (spec §2 'Product detail'): title, subtitle, price and tax note, Buy Now. */
export function ProductDetails({
  title,
  subtitle,
  price,
  minQuantity = 1,
  details = [],
  onBuy,
  labels = defaultProductDetailsLabels,
  priceLabels,
}: ProductDetailsProps) {
  const orderable = price.kind !== 'unavailable' && onBuy !== undefined;
  return (
    <section className={styles.root} aria-labelledby="product-title">
      <h1 id="product-title" className={styles.title}>
        {title}
      </h1>
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      <Price price={price} size="lg" labels={priceLabels} />
      {price.kind !== 'unavailable' ? <p className={styles.muted}>{labels.taxNote}</p> : null}
      {minQuantity > 1 ? (
        <p className={styles.muted}>{labels.minimumOrder.replace('{n}', String(minQuantity))}</p>
      ) : null}
      {details.length > 0 ? (
        <ul className={styles.list}>
          {details.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {orderable ? <p className={styles.bulk}>{labels.bulkNote}</p> : null}
      {orderable ? (
        <Button size="lg" onClick={onBuy}>
          {labels.buy}
        </Button>
      ) : null}
    </section>
  );
}

/** Lays out a product page: the image panel and the details side by side from 768 px. */
export function ProductLayout({ gallery, children }: { gallery: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.layoutGrid}>
      {gallery}
      <div>{children}</div>
    </div>
  );
}
