import type { Picture, PriceValue } from '../../model';
import { truncateText } from '../../private/truncate';
import { Button } from '../Button';
import { Chip } from '../Chip';
import { Price, type PriceLabels } from '../Price';
import { ContextLink } from '../Link/LinkProvider';
import { ProductTitle } from '../../private/ProductTitle';
import { Text } from '../Text';
import { PictureImg } from '../../private/PictureImg';
import * as styles from './ProductCard.css';
import { m } from '../../paraglide/messages.js';

/** Words on a {@link ProductCard}; override for another language. */
export interface ProductCardLabels {
  /** The order button (spec §2: 'Buy Now'). */
  buy: string;
  /** The short visible words of the button beside it that puts the product on the order list. */
  add: string;
  /** That button's accessible name; '{title}' is replaced by the product's title. */
  addName: string;
  /** The chip beside a price (spec §2: 'Lowest price'). */
  lowestPrice: string;
  /** '{n}' is replaced by the minimum order quantity. */
  minimumOrder: string;
}

/**
 * The words of {@link ProductCard} in the page's language (see `setUiLocale`),
 * from the design system's messages (`packages/ui/messages`).
 */
export function productCardLabels(): ProductCardLabels {
  return {
    buy: m.common_buyNow(),
    add: m.productCard_add(),
    addName: m.productCard_addName({ title: '{title}' }),
    lowestPrice: m.productCard_lowestPrice(),
    minimumOrder: m.productCard_minimumOrder({ n: '{n}' }),
  };
}

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  /** The product's name (the card's heading). */
  title: string;
  /** One line about it; longer than `subtitleMaxChars` it is cut with '...', full text on hover. */
  subtitle: string;
  /** The most characters of `subtitle` the card shows (grapheme clusters). Default 40 (spec §9). */
  subtitleMaxChars?: number;
  /**
   * The picture's `sizes` hint: how wide the card draws it, for the browser's choice among its
   * widths. Default '300px', the spec's card width; set it with a theme whose
   * `productCardMaxWidth` differs.
   */
  imageSizes?: string;
  /**
   * The product's picture; without one the card shows a neutral placeholder. It is drawn as
   * decoration (empty alt text): the card's title says what it shows.
   */
  image?: Picture;
  /** The catalogue price (integer paise), shown with its basis. An `unavailable` price hides Buy Now. */
  price: PriceValue;
  /** What the pieces are called, plural, in the page's language, e.g. 'cards' ('₹200 / 100 cards'). */
  unit?: string;
  /** True for a product with variants: `price` is the lowest, shown as 'from ₹130 each'. Default false. */
  priceFrom?: boolean;
  /** Minimum order quantity; above 1 it is shown. Default 1. */
  minQuantity?: number;
  /** The product's own page: the picture and the title link there. */
  href?: string;
  /** Where Buy Now goes (spec §2: /order-product); omit for a product that cannot be ordered. */
  buyHref?: string;
  /** History state Buy Now carries to the next page (spec §2: the product). */
  buyState?: unknown;
  /**
   * Puts the product on the order list: with it, an 'Add' button sits
   * beside Buy Now. Omit it where a product cannot be added as it is (one priced by size).
   */
  onAdd?: () => void;
  /** The title's level in the page outline. Default 3. */
  headingLevel?: 2 | 3 | 4;
  /** True for a card in the first screenful: its picture loads at once and first. Default false (lazy). */
  priority?: boolean;
  /** The card's words. Default {@link productCardLabels} (the page's language). */
  labels?: ProductCardLabels;
  /** The price's words (see `Price`). */
  priceLabels?: PriceLabels;
}

/**
 * A product in a grid (spec §2 'Product card'): image (lazy unless `priority`), title, subtitle cut to
 * 40 characters plus '...', price with its basis, 'Lowest price' chip, Buy Now and, given `onAdd`,
 * 'Add' to the order list. Out of sight, a card is neither laid out nor painted until it nears the
 * screen (`content-visibility: auto`, ProductCard.css.ts: a listing of 48 cards blocks the page far
 * less while it loads); a screenshot of a whole page must draw every card first.
 */
export function ProductCard({
  title,
  subtitle,
  subtitleMaxChars = 40,
  imageSizes = '300px',
  image,
  price,
  unit,
  priceFrom = false,
  minQuantity = 1,
  href,
  buyHref,
  buyState,
  onAdd,
  headingLevel = 3,
  priority = false,
  labels = productCardLabels(),
  priceLabels,
}: ProductCardProps) {
  const orderable = price.kind !== 'unavailable' && buyHref !== undefined;
  const shortSubtitle = truncateText(subtitle, subtitleMaxChars);
  // Decorative: the title beside it names the product (and the picture's link is hidden from
  // assistive tech), so its alt text would be said twice and carried in every card's HTML.
  const picture = (
    <PictureImg className={styles.image} picture={image} priority={priority} sizes={imageSizes} decorative />
  );
  return (
    <article className={styles.card}>
      {href ? (
        // The picture leads to the same page as the title: one link for assistive tech and the keyboard.
        <ContextLink href={href} tabIndex={-1} aria-hidden="true" className={styles.imageLink}>
          {picture}
        </ContextLink>
      ) : (
        picture
      )}
      <div className={styles.body}>
        <ProductTitle level={headingLevel} href={href}>
          {title}
        </ProductTitle>
        <Text size="sm" tone="muted" title={shortSubtitle === subtitle ? undefined : subtitle}>
          {shortSubtitle}
        </Text>
        <div className={styles.priceRow}>
          <Price price={price} unit={unit} from={priceFrom} labels={priceLabels} />
          {price.kind === 'fixed' || price.kind === 'per-pack' || price.kind === 'per-area' ? (
            <Chip tone="success">{labels.lowestPrice}</Chip>
          ) : null}
        </div>
        {minQuantity > 1 ? (
          <Text size="xs" tone="muted">
            {labels.minimumOrder.replace('{n}', String(minQuantity))}
          </Text>
        ) : null}
        {orderable ? (
          <div className={styles.actions}>
            <Button
              href={buyHref}
              state={buyState}
              fullWidth
              className={styles.buy}
              aria-label={`${labels.buy}: ${title}`}
            >
              {labels.buy}
            </Button>
            {onAdd ? (
              <Button
                tone="secondary"
                className={styles.add}
                aria-label={labels.addName.replace('{title}', title)}
                onClick={onAdd}
              >
                {labels.add}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}
