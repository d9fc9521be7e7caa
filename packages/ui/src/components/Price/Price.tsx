import { formatPaise, type Price as PriceValue } from '@storefront/catalog';
import { Text } from '../Text';
import { getUiLocale } from '../../i18n';
import { m } from '../../paraglide/messages.js';

/** Words the {@link Price} component shows; override for another language. */
export interface PriceLabels {
  /** A price agreed in the chat (spec §3: 'Available'). */
  onRequest: string;
  /** A product that cannot be ordered (spec §3: 'Not Available For Now'). */
  unavailable: string;
  /** After an area rate, e.g. '₹10 per sq ft'. */
  perSquareFoot: string;
}

/**
 * The words of {@link Price} in the page's language (issue 11; see `setUiLocale`),
 * from the design system's messages (`packages/ui/messages`).
 */
export function priceLabels(): PriceLabels {
  return {
    onRequest: m.price_onRequest(),
    unavailable: m.price_unavailable(),
    perSquareFoot: m.price_perSquareFoot(),
  };
}

/** Props of {@link Price}. */
export interface PriceProps {
  /** The catalogue price; amounts are integer paise. */
  price: PriceValue;
  /** `md` (default) on cards, `lg` on a product page. */
  size?: 'md' | 'lg';
  /** Decimals of a rupee: `auto` (default) drops '.00' from whole rupees (spec §2: card prices '₹200'). */
  fractionDigits?: 'auto' | 0 | 2;
  /** The words for prices that are not amounts. Default {@link priceLabels} (the page's language). */
  labels?: PriceLabels;
}

/** Whole rupees without decimals, anything else with two (spec §2: card prices '₹200'). */
function digitsFor(paise: number, fractionDigits: PriceProps['fractionDigits']): 0 | 2 {
  if (fractionDigits === 0 || fractionDigits === 2) return fractionDigits;
  return paise % 100 === 0 ? 0 : 2;
}

/**
 * Shows a price: a fixed unit price as ₹ with en-IN grouping, an area rate with
 * 'per sq ft', 'Available' for price on request, or 'Not Available For Now'.
 */
export function Price({ price, size = 'md', fractionDigits = 'auto', labels = priceLabels() }: PriceProps) {
  const amount = { as: 'span', size: size === 'lg' ? 'xxl' : 'lg', weight: 'bold', numeric: 'tabular' } as const;
  switch (price.kind) {
    case 'fixed':
      return (
        <Text {...amount}>
          {formatPaise(price.unitPaise, digitsFor(price.unitPaise, fractionDigits), getUiLocale())}
        </Text>
      );
    case 'per-area':
      return (
        <Text {...amount}>
          {formatPaise(price.paisePerSquareFoot, digitsFor(price.paisePerSquareFoot, fractionDigits), getUiLocale())}{' '}
          <Text as="span" size="sm" tone="muted">
            {labels.perSquareFoot}
          </Text>
        </Text>
      );
    case 'on-request':
      return (
        <Text {...amount} tone="success">
          {labels.onRequest}
        </Text>
      );
    case 'unavailable':
      return (
        <Text as="span" size="md" weight="medium" tone="muted">
          {labels.unavailable}
        </Text>
      );
  }
}
