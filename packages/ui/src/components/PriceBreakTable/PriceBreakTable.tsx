import { clsx } from 'clsx';
import type { PriceTierValue } from '../../model';
import { Chip } from '../Chip';
import { Price, type PriceLabels } from '../Price';
import { Text } from '../Text';
import { countText, fill, formatCount, type CountLabels } from '../../private/words';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import * as styles from './PriceBreakTable.css';
import { m } from '../../paraglide/messages.js';

/** Words of a {@link PriceBreakTable}; quantities are written with `count` / `countPieces`. */
export interface PriceBreakTableLabels extends CountLabels {
  /** The table's caption, e.g. 'Bulk prices' (Bengali 'বেশি পরিমাণের দাম'). */
  caption: string;
  /** The quantity column's heading. */
  quantity: string;
  /** The price column's heading. */
  price: string;
  /** The saving column's heading (the saving against the first tier's price, in %). */
  saving: string;
  /** Read for the first tier's saving, which is drawn as '—', e.g. 'none'. */
  noSaving: string;
  /** Marks the tier the chosen quantity falls in, e.g. 'Your price'. */
  yourPrice: string;
  /** The last tier, open-ended, with a unit: `{n}` its first quantity, `{unit}` the pieces' name, e.g. '{n}+ {unit}' → '1,000+ cards'. */
  andMore: string;
  /** The last tier without a unit, e.g. '{n}+ pcs'. */
  andMorePieces: string;
}

/**
 * The words of {@link PriceBreakTable} in the page's language (see `setUiLocale`),
 * from the design system's messages (`packages/ui/messages`).
 */
export function priceBreakTableLabels(): PriceBreakTableLabels {
  return {
    caption: m.priceBreakTable_caption(),
    quantity: m.priceBreakTable_quantity(),
    price: m.priceBreakTable_price(),
    saving: m.priceBreakTable_saving(),
    noSaving: m.priceBreakTable_noSaving(),
    yourPrice: m.priceBreakTable_yourPrice(),
    count: m.quantity_count({ n: '{n}', unit: '{unit}' }),
    countPieces: m.quantity_countPieces({ n: '{n}' }),
    andMore: m.quantity_andMore({ n: '{n}', unit: '{unit}' }),
    andMorePieces: m.quantity_andMorePieces({ n: '{n}' }),
  };
}

/** Props of {@link PriceBreakTable}. */
export interface PriceBreakTableProps {
  /**
   * The tiers, first (the price itself) to last, with the one in force marked: the app
   * works them out (the storefront: `@storefront/catalog`'s `priceTiers`). Fewer than two
   * render nothing: the page never claims a saving nothing backs.
   */
  tiers: readonly PriceTierValue[];
  /** What the pieces are called, plural, in the page's language, e.g. 'cards' ('100–400 cards'). Without it, 'pcs'. */
  unit?: string;
  /** The words. Default {@link priceBreakTableLabels} (the page's language). */
  labels?: PriceBreakTableLabels;
  /** The prices' words (see `Price`). */
  priceLabels?: PriceLabels;
}

/**
 * A product's quantity price breaks as a table: each tier's quantities
 * ('100–400 cards', '1,000+ cards'), its price with the basis ('₹180 / 100 cards') and
 * its saving against the first tier ('10%'). The tier in force is marked, visibly and
 * for screen readers ('Your price', `aria-current`).
 */
export function PriceBreakTable({ tiers, unit, labels = priceBreakTableLabels(), priceLabels }: PriceBreakTableProps) {
  if (tiers.length < 2) return null;
  const quantities = ({ fromPieces: from, toPieces: to }: PriceTierValue) => {
    if (to === undefined) {
      return fill(unit ? labels.andMore : labels.andMorePieces, { n: formatCount(from), unit: unit ?? '' });
    }
    return countText(to > from ? `${formatCount(from)}–${formatCount(to)}` : from, unit, labels);
  };
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>
        <Text as="span" weight="bold">
          {labels.caption}
        </Text>
      </caption>
      <thead>
        <tr>
          {[labels.quantity, labels.price, labels.saving].map((heading, column) => (
            <th key={heading} scope="col" className={clsx(styles.cell, column === 2 && styles.saving)}>
              <Text as="span" size="sm" weight="medium" tone="muted">
                {heading}
              </Text>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier, index) => {
          const current = tier.inForce;
          return (
            <tr
              key={tier.fromPieces}
              className={current ? styles.current : undefined}
              aria-current={current || undefined}
            >
              <th scope="row" className={styles.cell}>
                <Text as="span" size="sm" weight={current ? 'bold' : 'regular'}>
                  {quantities(tier)}
                </Text>
              </th>
              <td className={styles.cell}>
                <Price price={tier.price} size="sm" unit={unit} labels={priceLabels} />
                {current ? (
                  <span className={styles.marker}>
                    <Chip tone="success">{labels.yourPrice}</Chip>
                  </span>
                ) : null}
              </td>
              <td className={clsx(styles.cell, styles.saving)}>
                {index === 0 ? (
                  <>
                    <Text as="span" size="sm" tone="muted" aria-hidden="true">
                      —
                    </Text>
                    <span className={visuallyHidden}>{labels.noSaving}</span>
                  </>
                ) : (
                  <Text as="span" size="sm" weight="bold" tone="success" numeric="tabular">
                    {tier.savingPercent}%
                  </Text>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
