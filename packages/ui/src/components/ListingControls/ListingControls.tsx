import { useId, type ReactNode } from 'react';
import { control, field } from '../../private/control.css';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Text } from '../Text';
import * as styles from './ListingControls.css';
import { m } from '../../paraglide/messages.js';

/** Words of {@link ListingControls}; `{shown}` and `{total}` are replaced in `count`. */
export interface ListingControlsLabels {
  /** The controls' accessible name, e.g. 'Sort and filter'. */
  region: string;
  /** The sort menu's label. */
  sort: string;
  /** The lowest-price field's label, e.g. 'Min price (₹)'. */
  minPrice: string;
  /** The highest-price field's label, e.g. 'Max price (₹)'. */
  maxPrice: string;
  /** The check box's label, e.g. 'Orderable now'. */
  orderableOnly: string;
  /** How many products the list holds (on all its pages) of the category's, e.g. 'Showing {shown} of {total} products'. */
  count: string;
  /** The button that removes every filter and the sort order. */
  clear: string;
}

/**
 * The words of {@link ListingControls} in the page's language (see `setUiLocale`),
 * from the design system's messages (`packages/ui/messages`).
 */
export function listingControlsLabels(): ListingControlsLabels {
  return {
    region: m.listingControls_region(),
    sort: m.listingControls_sort(),
    minPrice: m.listingControls_minPrice(),
    maxPrice: m.listingControls_maxPrice(),
    orderableOnly: m.listingControls_orderableOnly(),
    count: m.listingControls_count({ shown: '{shown}', total: '{total}' }),
    clear: m.listingControls_clear(),
  };
}

/** One choice of the sort menu. */
export interface SortOption {
  /** The value the caller keeps (e.g. in the address), e.g. 'price-asc'. */
  value: string;
  /** What the shopper reads, e.g. 'Price: low to high'. */
  label: string;
}

/** Props of {@link ListingControls}. Controlled: the caller keeps every value (e.g. in the address). */
export interface ListingControlsProps {
  /** The chosen sort order: one of `sortOptions`' values. */
  sort: string;
  /** The sort menu's choices, in order. */
  sortOptions: readonly SortOption[];
  /** Called with the chosen option's value. */
  onSortChange: (value: string) => void;
  /** The lowest price as typed, in rupees ('' for none). */
  minPrice: string;
  /** The highest price as typed, in rupees ('' for none). */
  maxPrice: string;
  /** Called with the new text of the lowest-price field. */
  onMinPriceChange: (value: string) => void;
  /** Called with the new text of the highest-price field. */
  onMaxPriceChange: (value: string) => void;
  /** Whether only products that can be ordered now are shown. */
  orderableOnly: boolean;
  /** Called when the check box changes. */
  onOrderableOnlyChange: (checked: boolean) => void;
  /** How many products the list holds now, on all its pages (a sort or filter counts the whole category, not one page of 48). */
  shownCount: number;
  /** How many products the category has. */
  totalCount: number;
  /** Shows 'Clear filters' when given (i.e. when anything is filtered or sorted). */
  onClear?: () => void;
  /** A line about the order, e.g. that products priced on request come after priced ones. */
  note?: ReactNode;
  /**
   * Turns every control off, e.g. until the page has hydrated and can act on them, so a
   * tap on a prerendered control is never silently undone. Default false.
   */
  disabled?: boolean;
  /** The words. Default {@link listingControlsLabels} (the page's language). */
  labels?: ListingControlsLabels;
}

/**
 * Sort and filter a product listing: a sort menu, a price range in rupees, an
 * 'Orderable now' check box, the number of products shown (announced politely as it
 * changes) and 'Clear filters'. Native controls, so every phone's own pickers work.
 */
export function ListingControls({
  sort,
  sortOptions,
  onSortChange,
  minPrice,
  maxPrice,
  onMinPriceChange,
  onMaxPriceChange,
  orderableOnly,
  onOrderableOnlyChange,
  shownCount,
  totalCount,
  onClear,
  note,
  disabled = false,
  labels = listingControlsLabels(),
}: ListingControlsProps) {
  const sortId = useId();
  return (
    <section className={styles.root} aria-label={labels.region}>
      <div className={`${field} ${styles.sort}`}>
        <Text as="label" size="sm" weight="medium" htmlFor={sortId}>
          {labels.sort}
        </Text>
        <select
          id={sortId}
          className={control}
          value={sort}
          disabled={disabled}
          onChange={(event) => onSortChange(event.target.value)}
        >
          {sortOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {[
        { label: labels.minPrice, value: minPrice, onChange: onMinPriceChange },
        { label: labels.maxPrice, value: maxPrice, onChange: onMaxPriceChange },
      ].map((bound) => (
        <div key={bound.label} className={styles.price}>
          <TextField
            label={bound.label}
            inputMode="numeric"
            autoComplete="off"
            disabled={disabled}
            value={bound.value}
            onChange={(event) => bound.onChange(event.target.value)}
          />
        </div>
      ))}
      {/* The native check box inside its label: the whole row is the target. */}
      <label className={styles.check}>
        <input
          type="checkbox"
          className={styles.checkBox}
          checked={orderableOnly}
          disabled={disabled}
          onChange={(event) => onOrderableOnlyChange(event.target.checked)}
        />
        <Text as="span" size="sm" weight="medium">
          {labels.orderableOnly}
        </Text>
      </label>
      <div className={styles.summary}>
        <div>
          <Text size="sm" tone="muted" role="status">
            {labels.count.replace('{shown}', String(shownCount)).replace('{total}', String(totalCount))}
          </Text>
          {note ? (
            <Text size="sm" tone="muted">
              {note}
            </Text>
          ) : null}
        </div>
        {onClear ? (
          <Button tone="ghost" size="sm" disabled={disabled} onClick={onClear}>
            {labels.clear}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
