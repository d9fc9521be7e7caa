import type { PriceValue } from '../../model';
import { useId, type ReactNode } from 'react';
import { Box } from '../Box';
import { Button } from '../Button';
import { Price, type PriceLabels } from '../Price';
import { Heading, Text } from '../Text';
import * as styles from './ProductDetails.css';
import { m } from '../../paraglide/messages.js';

/** Words of {@link ProductDetails}; defaults are the spec's exact texts (spec §2). */
export interface ProductDetailsLabels {
  /** Under the price (spec §2: 'inclusive of all taxes (except delivery charges)'). */
  taxNote: string;
  /** Above the quantity and Buy Now (spec §2: 'Buy in bulk and save'), only for a price with breaks. */
  bulkNote: string;
  /** The order button (spec §2: 'Buy Now'). */
  buy: string;
  /** The button beside Buy Now that puts the product on the order list. */
  add: string;
  /** '{n}' is replaced by the minimum order quantity. */
  minimumOrder: string;
}

/**
 * The words of {@link ProductDetails} in the page's language (see `setUiLocale`),
 * from the design system's messages (`packages/ui/messages`).
 */
export function productDetailsLabels(): ProductDetailsLabels {
  return {
    taxNote: m.productDetails_taxNote(),
    bulkNote: m.productDetails_bulkNote(),
    buy: m.common_buyNow(),
    add: m.common_addToOrderList(),
    minimumOrder: m.productDetails_minimumOrder({ n: '{n}' }),
  };
}

/** Props of {@link ProductDetails}. */
export interface ProductDetailsProps {
  /** The product's name: the page's h1. */
  title: string;
  /** One line about it; hidden when empty. */
  subtitle: string;
  /** The catalogue price (integer paise), shown with its basis. */
  price: PriceValue;
  /** What the pieces are called, plural, in the page's language, e.g. 'cards' ('₹200 / 100 cards'). */
  unit?: string;
  /** Minimum order quantity; above 1 it is shown. Default 1. */
  minQuantity?: number;
  /** Extra description lines, shown as a list (the spec's letter-head des_1..des_4). */
  details?: readonly string[];
  /**
   * What goes between the description and the buttons: the product page puts
   * the `QuantityPicker`, the `PriceBreakTable` and the `LineTotal` here.
   */
  children?: ReactNode;
  /**
   * Shown where the bulk note would be when the price has no breaks, e.g. a
   * link 'Ask about bulk prices on WhatsApp'. Omit to show nothing there.
   */
  askBulk?: ReactNode;
  /** Runs on Buy Now; omit (or pass an `unavailable` price) for a product that cannot be ordered. */
  onBuy?: () => void;
  /** Runs on 'Add to order list', shown beside Buy Now when given. */
  onAdd?: () => void;
  /** The words. Default {@link productDetailsLabels} (the page's language). */
  labels?: ProductDetailsLabels;
  /** The price's words (see `Price`). */
  priceLabels?: PriceLabels;
}

/**
 * The standard product details (spec §2 'Product detail'): title, subtitle, price with
 * its basis and tax note, the description, 'Buy in bulk and save' when the price has
 * breaks (else `askBulk`), the caller's quantity and total (`children`), Buy
 * Now and, given `onAdd`, 'Add to order list'.
 */
export function ProductDetails({
  title,
  subtitle,
  price,
  unit,
  minQuantity = 1,
  details = [],
  children,
  askBulk,
  onBuy,
  onAdd,
  labels = productDetailsLabels(),
  priceLabels,
}: ProductDetailsProps) {
  const titleId = useId();
  const orderable = price.kind !== 'unavailable' && onBuy !== undefined;
  // 'Buy in bulk and save' only where a price break backs it.
  const hasBreaks = (price.kind === 'fixed' || price.kind === 'per-pack') && (price.breaks?.length ?? 0) > 0;
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <Heading id={titleId} level={1} size="xxl">
        {title}
      </Heading>
      {subtitle ? (
        <Text size="lg" tone="muted">
          {subtitle}
        </Text>
      ) : null}
      <Price price={price} size="lg" unit={unit} labels={priceLabels} />
      {price.kind !== 'unavailable' ? (
        <Text size="sm" tone="muted">
          {labels.taxNote}
        </Text>
      ) : null}
      {minQuantity > 1 ? (
        <Text size="sm" tone="muted">
          {labels.minimumOrder.replace('{n}', String(minQuantity))}
        </Text>
      ) : null}
      {details.length > 0 ? (
        <ul className={styles.list}>
          {details.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {orderable && hasBreaks ? (
        <Text weight="bold" tone="success">
          {labels.bulkNote}
        </Text>
      ) : null}
      {orderable && !hasBreaks && askBulk ? <div>{askBulk}</div> : null}
      {children}
      {orderable ? (
        <Box display="flex" flexWrap="wrap" gap="sm">
          <Button size="lg" onClick={onBuy}>
            {labels.buy}
          </Button>
          {onAdd ? (
            <Button size="lg" tone="secondary" onClick={onAdd}>
              {labels.add}
            </Button>
          ) : null}
        </Box>
      ) : null}
    </section>
  );
}

/** Props of {@link ProductLayout}. */
export interface ProductLayoutProps {
  /** The image panel (e.g. `ImageGallery`). */
  gallery: ReactNode;
  /** The details beside it (e.g. `ProductDetails` or `BannerCalculator`). */
  children: ReactNode;
}

/** Lays out a product page: the image panel and the details side by side from 768 px. */
export function ProductLayout({ gallery, children }: ProductLayoutProps) {
  return (
    <div className={styles.layoutGrid}>
      {gallery}
      <div>{children}</div>
    </div>
  );
}
