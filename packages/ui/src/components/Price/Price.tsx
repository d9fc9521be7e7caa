import type { Price as PriceValue } from '@storefront/catalog';
import { formatPaise } from '@storefront/order-link';
import * as styles from './Price.css';

/** Words the {@link Price} component shows; override for another language. */
export interface PriceLabels {
  onRequest: string;
  unavailable: string;
  perSquareFoot: string;
}

/** English defaults for {@link PriceLabels} (spec §3: 'Available', 'Not Available For Now'). */
export const defaultPriceLabels: PriceLabels = {
  onRequest: 'Available',
  unavailable: 'Not Available For Now',
  perSquareFoot: 'per sq ft',
};

/**
 * Props of {@link Price}: the catalogue `price` (amounts in paise), a display `size`,
 * `fractionDigits` ('auto' drops '.00' from whole rupees) and optional `labels`.
 */
export interface PriceProps {
  price: PriceValue;
  size?: 'md' | 'lg';
  fractionDigits?: 'auto' | 0 | 2;
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
export function Price({ price, size, fractionDigits = 'auto', labels = defaultPriceLabels }: PriceProps) {
  switch (price.kind) {
    case 'fixed':
      return (
        <span className={styles.price({ size })}>
          {formatPaise(price.unitPaise, digitsFor(price.unitPaise, fractionDigits))}
        </span>
      );
    case 'per-area':
      return (
        <span className={styles.price({ size })}>
          {formatPaise(price.paisePerSquareFoot, digitsFor(price.paisePerSquareFoot, fractionDigits))}{' '}
          <span className={styles.unit}>{labels.perSquareFoot}</span>
        </span>
      );
    case 'on-request':
      return <span className={styles.price({ size, status: 'onRequest' })}>{labels.onRequest}</span>;
    case 'unavailable':
      return <span className={styles.price({ size, status: 'unavailable' })}>{labels.unavailable}</span>;
  }
}
