import { formatPaise, type Price as PriceValue } from '@storefront/catalog';
import { Text } from '../Text';

/** Words the {@link Price} component shows; override for another language. */
export interface PriceLabels {
  /** A price agreed in the chat (spec §3: 'Available'). */
  onRequest: string;
  /** A product that cannot be ordered (spec §3: 'Not Available For Now'). */
  unavailable: string;
  /** After an area rate, e.g. '₹10 per sq ft'. */
  perSquareFoot: string;
}

/** English defaults for {@link PriceLabels} (spec §3: 'Available', 'Not Available For Now'). */
export const defaultPriceLabels: PriceLabels = {
  onRequest: 'Available',
  unavailable: 'Not Available For Now',
  perSquareFoot: 'per sq ft',
};

/** Props of {@link Price}. */
export interface PriceProps {
  /** The catalogue price; amounts are integer paise. */
  price: PriceValue;
  /** `md` (default) on cards, `lg` on a product page. */
  size?: 'md' | 'lg';
  /** Decimals of a rupee: `auto` (default) drops '.00' from whole rupees (spec §2: card prices '₹200'). */
  fractionDigits?: 'auto' | 0 | 2;
  /** The words for prices that are not amounts. Default {@link defaultPriceLabels}. */
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
export function Price({ price, size = 'md', fractionDigits = 'auto', labels = defaultPriceLabels }: PriceProps) {
  const amount = { as: 'span', size: size === 'lg' ? 'xxl' : 'lg', weight: 'bold', numeric: 'tabular' } as const;
  switch (price.kind) {
    case 'fixed':
      return <Text {...amount}>{formatPaise(price.unitPaise, digitsFor(price.unitPaise, fractionDigits))}</Text>;
    case 'per-area':
      return (
        <Text {...amount}>
          {formatPaise(price.paisePerSquareFoot, digitsFor(price.paisePerSquareFoot, fractionDigits))}{' '}
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
