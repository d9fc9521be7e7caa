import type { Picture, Price as PriceValue } from '@storefront/catalog';
import { layout } from '../../themes/tokens';
import { truncateText } from '../../utils/truncate';
import { Button } from '../Button';
import { Chip } from '../Chip';
import { Price, type PriceLabels } from '../Price';
import * as styles from './ProductCard.css';

/** Words on a {@link ProductCard}; override for another language. */
export interface ProductCardLabels {
  buy: string;
  lowestPrice: string;
  /** '{n}' is replaced by the minimum order quantity. */
  minimumOrder: string;
}

/** English defaults for {@link ProductCardLabels} (spec §2 'Product card'). */
export const defaultProductCardLabels: ProductCardLabels = {
  buy: 'Buy Now',
  lowestPrice: 'Lowest price',
  minimumOrder: 'Minimum order: {n}',
};

/**
 * Props of {@link ProductCard}. `buyHref`/`buyState` say where Buy Now goes and what
 * it carries; omit `buyHref` (or pass an `unavailable` price) for a product that
 * cannot be ordered. `minQuantity` above 1 is shown as the minimum order.
 * `headingLevel` fits the card into the page outline (default h3).
 */
export interface ProductCardProps {
  title: string;
  subtitle: string;
  /** The product's picture; without one the card shows a neutral placeholder. */
  image?: Picture;
  price: PriceValue;
  minQuantity?: number;
  buyHref?: string;
  buyState?: unknown;
  headingLevel?: 2 | 3 | 4;
  labels?: ProductCardLabels;
  priceLabels?: PriceLabels;
}

/**
 * A product in a grid (spec §2 'Product card'): lazy image, title, subtitle cut to
 * 40 characters plus '...', price, 'Lowest price' chip and Buy Now.
 */
export function ProductCard({
  title,
  subtitle,
  image,
  price,
  minQuantity = 1,
  buyHref,
  buyState,
  headingLevel = 3,
  labels = defaultProductCardLabels,
  priceLabels,
}: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  const orderable = price.kind !== 'unavailable' && buyHref !== undefined;
  const shortSubtitle = truncateText(subtitle, layout.subtitleMaxChars);
  return (
    <article className={styles.card}>
      {image ? (
        <img
          className={styles.image}
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <div className={styles.image} />
      )}
      <div className={styles.body}>
        <Heading className={styles.title}>{title}</Heading>
        <p className={styles.subtitle} title={shortSubtitle === subtitle ? undefined : subtitle}>
          {shortSubtitle}
        </p>
        <div className={styles.priceRow}>
          <Price price={price} labels={priceLabels} />
          {price.kind === 'fixed' || price.kind === 'per-area' ? (
            <Chip tone="success">{labels.lowestPrice}</Chip>
          ) : null}
        </div>
        {minQuantity > 1 ? (
          <p className={styles.minimum}>{labels.minimumOrder.replace('{n}', String(minQuantity))}</p>
        ) : null}
        {orderable ? (
          <Button href={buyHref} state={buyState} fullWidth aria-label={`${labels.buy}: ${title}`}>
            {labels.buy}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
