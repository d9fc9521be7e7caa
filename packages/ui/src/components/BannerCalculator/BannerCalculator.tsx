import type { ReactNode } from 'react';
import { Button } from '../Button';
import { TextField } from '../TextField';
import * as styles from './BannerCalculator.css';

/** Words of the {@link BannerCalculator} (spec §2 'Flex & Banner'); override for another language. */
export interface BannerCalculatorLabels {
  length: string;
  width: string;
  minimumOrder: string;
  taxNote: string;
  buy: string;
  rate: string;
}

/** English defaults for {@link BannerCalculatorLabels}, with the spec's exact texts. */
export const defaultBannerCalculatorLabels: BannerCalculatorLabels = {
  length: 'Length (ft)',
  width: 'Width (ft)',
  minimumOrder: 'Order from 1 unit.',
  taxNote: 'inclusive of all taxes',
  buy: 'Buy Now',
  rate: '',
};

/**
 * Props of {@link BannerCalculator}. Controlled: `length` and `width` are what the
 * shopper typed, in feet; `lengthError`/`widthError` say what is wrong with them;
 * `price` is the formatted price for the size, or a prompt when there is none yet.
 * `onBuy` runs when Buy Now is pressed (the caller decides whether the size is valid).
 */
export interface BannerCalculatorProps {
  heading: string;
  length: string;
  width: string;
  onLengthChange: (value: string) => void;
  onWidthChange: (value: string) => void;
  lengthError?: string;
  widthError?: string;
  price: ReactNode;
  rate?: ReactNode;
  onBuy: () => void;
  labels?: BannerCalculatorLabels;
}

/**
 * The size calculator for area-priced products (spec §2): Length (ft) and Width (ft)
 * inputs (minimum 1), the price with 'inclusive of all taxes', 'Order from 1 unit.' and Buy Now.
 */
export function BannerCalculator({
  heading,
  length,
  width,
  onLengthChange,
  onWidthChange,
  lengthError,
  widthError,
  price,
  rate,
  onBuy,
  labels = defaultBannerCalculatorLabels,
}: BannerCalculatorProps) {
  return (
    <section className={styles.root} aria-labelledby="banner-calculator-heading">
      <h1 id="banner-calculator-heading" className={styles.heading}>
        {heading}
      </h1>
      <div className={styles.inputs}>
        <TextField
          label={labels.length}
          type="number"
          inputMode="decimal"
          min={1}
          step="any"
          value={length}
          error={lengthError}
          onChange={(event) => onLengthChange(event.target.value)}
        />
        <TextField
          label={labels.width}
          type="number"
          inputMode="decimal"
          min={1}
          step="any"
          value={width}
          error={widthError}
          onChange={(event) => onWidthChange(event.target.value)}
        />
      </div>
      <p className={styles.note}>{labels.minimumOrder}</p>
      <div className={styles.priceBox} aria-live="polite">
        <span className={styles.price}>{price}</span>
        <span className={styles.muted}>{labels.taxNote}</span>
        {rate ? <span className={styles.muted}>{rate}</span> : null}
      </div>
      <Button size="lg" onClick={onBuy}>
        {labels.buy}
      </Button>
    </section>
  );
}
