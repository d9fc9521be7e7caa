import { useId, type ReactNode } from 'react';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Heading, Text } from '../Text';
import * as styles from './BannerCalculator.css';
import { m } from '../../paraglide/messages.js';

/** Words of the {@link BannerCalculator} (spec §2 'Flex & Banner'); override for another language. */
export interface BannerCalculatorLabels {
  /** The first input's label (spec §2: 'Length (ft)'). */
  length: string;
  /** The group of preset sizes ('Popular sizes'). */
  presets: string;
  /** A preset size; `{length}` and `{width}` are feet: '{length} × {width} ft'. */
  preset: string;
  /** The second input's label (spec §2: 'Width (ft)'). */
  width: string;
  /** Under the inputs (spec §2: 'Order from 1 unit.'). */
  minimumOrder: string;
  /** Under the price (spec §2: 'inclusive of all taxes'). */
  taxNote: string;
  /** The order button (spec §2: 'Buy Now'). */
  buy: string;
  /** The button beside Buy Now that puts the banner, in this size, on the order list. */
  add: string;
}

/**
 * The words of {@link BannerCalculator} in the page's language (see `setUiLocale`),
 * from the design system's messages (`packages/ui/messages`).
 */
export function bannerCalculatorLabels(): BannerCalculatorLabels {
  return {
    length: m.bannerCalculator_length(),
    presets: m.bannerCalculator_presets(),
    preset: m.bannerCalculator_preset({ length: '{length}', width: '{width}' }),
    width: m.bannerCalculator_width(),
    minimumOrder: m.bannerCalculator_minimumOrder(),
    taxNote: m.bannerCalculator_taxNote(),
    buy: m.common_buyNow(),
    add: m.common_addToOrderList(),
  };
}

/**
 * Props of {@link BannerCalculator}. Controlled: the caller parses the sizes and prices
 * them (e.g. with order-link's `parseFeet` and `unitPricePaise`).
 */
export interface BannerCalculatorProps {
  /** The product's name: the page's h1 (spec §2: 'Flex & Banner'). */
  heading: string;
  /** The length as typed, in feet. */
  length: string;
  /** The width as typed, in feet. */
  width: string;
  /** Called with the new text on every edit of Length. */
  onLengthChange: (value: string) => void;
  /** Called with the new text on every edit of Width. */
  onWidthChange: (value: string) => void;
  /** What is wrong with the length, shown under it (marks it invalid). */
  lengthError?: string;
  /** What is wrong with the width, shown under it (marks it invalid). */
  widthError?: string;
  /** The formatted price for the size (two decimals, spec §2), or a prompt when there is no valid size. */
  price: ReactNode;
  /** The rate line under the price, e.g. '₹10.00 per sq ft'. */
  rate?: ReactNode;
  /**
   * The sizes people order, in feet, offered as one-tap buttons above the
   * inputs: '3 × 6 ft'. The one matching the typed size is shown pressed. Default none.
   */
  presets?: readonly { readonly lengthFeet: number; readonly widthFeet: number }[];
  /** Runs when a preset is pressed, with its size in feet; the caller puts it in the inputs. */
  onPreset?: (size: { readonly lengthFeet: number; readonly widthFeet: number }) => void;
  /** Runs on Buy Now; the caller decides whether the size is valid. */
  onBuy: () => void;
  /** Runs on 'Add to order list', shown beside Buy Now when given; the caller checks the size. */
  onAdd?: () => void;
  /** Turns the inputs and Buy Now off, e.g. until the page has hydrated, so nothing typed is undone. Default false. */
  disabled?: boolean;
  /** The words. Default {@link bannerCalculatorLabels} (the page's language). */
  labels?: BannerCalculatorLabels;
}

/**
 * The size calculator for area-priced products (spec §2): Length (ft) and Width (ft)
 * inputs (minimum 1), one-tap preset sizes where the shop names them, the
 * price with 'inclusive of all taxes', 'Order from 1 unit.', Buy Now
 * and, given `onAdd`, 'Add to order list'.
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
  presets = [],
  onPreset,
  onBuy,
  onAdd,
  disabled = false,
  labels = bannerCalculatorLabels(),
}: BannerCalculatorProps) {
  const headingId = useId();
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Heading id={headingId} level={1} size="xxl">
        {heading}
      </Heading>
      {presets.length > 0 && onPreset ? (
        <div role="group" aria-label={labels.presets} className={styles.presets}>
          <Text as="span" size="sm" weight="medium" aria-hidden="true">
            {labels.presets}
          </Text>
          {presets.map((size) => (
            <Button
              key={`${size.lengthFeet}x${size.widthFeet}`}
              size="sm"
              tone="secondary"
              disabled={disabled}
              className={styles.preset}
              aria-pressed={Number(length) === size.lengthFeet && Number(width) === size.widthFeet}
              onClick={() => onPreset(size)}
            >
              {labels.preset.replace('{length}', String(size.lengthFeet)).replace('{width}', String(size.widthFeet))}
            </Button>
          ))}
        </div>
      ) : null}
      <div className={styles.inputs}>
        {[
          { label: labels.length, value: length, error: lengthError, onChange: onLengthChange },
          { label: labels.width, value: width, error: widthError, onChange: onWidthChange },
        ].map((side) => (
          // Spec §2: numbers of feet, at least 1, decimals allowed. A text field with the
          // phone's decimal keypad, not type="number", which refuses Bengali digits ('২.৫');
          // the app reads and checks what was typed.
          <TextField
            disabled={disabled}
            key={side.label}
            label={side.label}
            inputMode="decimal"
            value={side.value}
            error={side.error}
            onChange={(event) => side.onChange(event.target.value)}
          />
        ))}
      </div>
      <Text tone="muted">{labels.minimumOrder}</Text>
      <div className={styles.priceBox} aria-live="polite">
        <Text as="span" size="xxl" weight="bold" numeric="tabular">
          {price}
        </Text>
        <Text as="span" size="sm" tone="muted">
          {labels.taxNote}
        </Text>
        {rate ? (
          <Text as="span" size="sm" tone="muted">
            {rate}
          </Text>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button size="lg" disabled={disabled} onClick={onBuy} className={styles.action}>
          {labels.buy}
        </Button>
        {onAdd ? (
          <Button size="lg" tone="secondary" disabled={disabled} onClick={onAdd} className={styles.action}>
            {labels.add}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
