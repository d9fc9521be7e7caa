import type { PriceValue } from '../../model';
import { Text } from '../Text';
import { useFormat } from '../../format';
import { aroundPrice, fill, formatCount } from '../../private/words';
import * as styles from './Price.css';
import { m } from '../../paraglide/messages.js';

/**
 * Words the {@link Price} component shows; override for another language. The templates
 * around an amount put it at `{price}`: the amount is drawn large, the words
 * around it small and muted, in whatever order the language puts them.
 */
export interface PriceLabels {
  /** A price agreed in the chat: 'Price on request' (the spec §3 showed 'Available'). */
  onRequest: string;
  /** A product that cannot be ordered (spec §3: 'Not Available For Now'). */
  unavailable: string;
  /** An area rate, e.g. '{price} / sq ft' → '₹10 / sq ft' (Bengali '{price} / বর্গফুট'). */
  perSquareFoot: string;
  /** A price per piece, e.g. '{price} each' → '₹15 each' (Bengali 'প্রতিটি {price}'). */
  each: string;
  /** A price per pack of named pieces: `{n}` pieces in the pack, `{unit}` their name, e.g. '{price} / {n} {unit}' → '₹200 / 100 cards'. */
  perPack: string;
  /** A price per pack when the pieces have no name, e.g. '{price} / {n} pcs' → '₹200 / 100 pcs'. */
  perPackPieces: string;
  /** Around a whole price that is the lowest of several (a product with variants), e.g. 'from {price}' → 'from ₹130 each'. */
  from: string;
}

/**
 * The words of {@link Price} in the page's language (see `setUiLocale`),
 * from the design system's messages (`packages/ui/messages`).
 */
export function priceLabels(): PriceLabels {
  return {
    onRequest: m.price_onRequest(),
    unavailable: m.price_unavailable(),
    perSquareFoot: m.price_perSquareFoot({ price: '{price}' }),
    each: m.price_each({ price: '{price}' }),
    perPack: m.price_perPack({ price: '{price}', n: '{n}', unit: '{unit}' }),
    perPackPieces: m.price_perPackPieces({ price: '{price}', n: '{n}' }),
    from: m.price_from({ price: '{price}' }),
  };
}

/** Price sizes: `sm` in tables, `md` on cards, `lg` on a product page. */
export const priceSizes = ['sm', 'md', 'lg'] as const;

/** Props of {@link Price}. */
export interface PriceProps {
  /** The catalogue price; amounts are integer paise. Its basis (each, per pack, per sq ft) is shown with it. */
  price: PriceValue;
  /** The amount's size: `sm` in tables, `md` (default) on cards, `lg` on a product page. */
  size?: (typeof priceSizes)[number];
  /** Decimals of a rupee: `auto` (default) drops '.00' from whole rupees (spec §2: card prices '₹200'). */
  fractionDigits?: 'auto' | 0 | 2;
  /**
   * What the pieces are called, plural, in the page's language, e.g. 'cards'
   * ('₹200 / 100 cards'; Bengali 'কার্ড': '₹200 / 100টি কার্ড'). Without it a pack price
   * counts pieces ('₹200 / 100 pcs'). Unused for other prices.
   */
  unit?: string;
  /**
   * True when this is the lowest of several prices (a product card of a product
   * with variants): 'from ₹130 each' (Bengali 'প্রতিটি ₹130 থেকে শুরু'). Default false.
   */
  from?: boolean;
  /** The words. Default {@link priceLabels} (the page's language). */
  labels?: PriceLabels;
}

/** For a priced basis: the amount in paise and its template, `{n}` and `{unit}` filled, `{price}` left for the amount. */
function basisOf(price: PriceValue, unit: string | undefined, labels: PriceLabels) {
  switch (price.kind) {
    case 'fixed':
      return { paise: price.unitPaise, template: labels.each };
    case 'per-pack': {
      const n = formatCount(price.packSize);
      const template = unit ? fill(labels.perPack, { n, unit }) : fill(labels.perPackPieces, { n });
      return { paise: price.packPaise, template };
    }
    case 'per-area':
      return { paise: price.paisePerSquareFoot, template: labels.perSquareFoot };
    default:
      return undefined;
  }
}

const amountSizes = { sm: 'md', md: 'lg', lg: 'xxl' } as const;

/**
 * Shows a price with its basis: ₹ with en-IN grouping, large, and the basis
 * small and muted beside it: '₹15 each', '₹200 / 100 cards', '₹10 / sq ft', optionally
 * 'from …'; 'Available' for a price on request, or 'Not Available For Now'.
 */
export function Price({
  price,
  size = 'md',
  fractionDigits = 'auto',
  unit,
  from = false,
  labels = priceLabels(),
}: PriceProps) {
  const { money } = useFormat();
  const basis = basisOf(price, unit, labels);
  if (basis) {
    const [before, after] = aroundPrice(from ? fill(labels.from, { price: basis.template }) : basis.template);
    // The spaces stay outside the words, so a narrow cell breaks beside the amount, not inside the basis.
    const words = (text: string) =>
      text.trim() ? (
        <>
          {text.startsWith(' ') ? ' ' : null}
          <Text as="span" size="sm" tone="muted" className={styles.basis}>
            {text.trim()}
          </Text>
          {text.endsWith(' ') ? ' ' : null}
        </>
      ) : null;
    return (
      <span>
        {words(before)}
        <Text as="span" size={amountSizes[size]} weight="bold" numeric="tabular">
          {money(basis.paise, fractionDigits)}
        </Text>
        {words(after)}
      </span>
    );
  }
  if (price.kind === 'on-request') {
    return (
      <Text as="span" size={amountSizes[size]} weight="bold" tone="success">
        {labels.onRequest}
      </Text>
    );
  }
  return (
    <Text as="span" size={size === 'sm' ? 'sm' : 'md'} weight="medium" tone="muted">
      {labels.unavailable}
    </Text>
  );
}
