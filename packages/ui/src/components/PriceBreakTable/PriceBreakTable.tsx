import { basePaise, breakAt, piecesPerPrice, priceBreaksOf, type Price as PriceValue } from '@storefront/catalog';
import { clsx } from 'clsx';
import { Chip } from '../Chip';
import { Price, type PriceLabels } from '../Price';
import { Text } from '../Text';
import { countText, fill, formatCount, type CountLabels } from '../../private/words';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import * as styles from './PriceBreakTable.css';
import { m } from '../../paraglide/messages.js';

/** Words of a {@link PriceBreakTable} (issue 31); quantities are written with `count` / `countPieces`. */
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
 * The words of {@link PriceBreakTable} in the page's language (issue 31; see `setUiLocale`),
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

/** Props of {@link PriceBreakTable} (issue 31). */
export interface PriceBreakTableProps {
  /** The catalogue price: per piece (`fixed`) or per pack, with `breaks` (tiers). Any other price, or none of them, renders nothing. */
  price: PriceValue;
  /** The product's minimum order quantity, in pieces: where the first tier (the price itself) starts. */
  minQuantity: number;
  /** What the pieces are called, plural, in the page's language, e.g. 'cards' ('100–400 cards'). Without it, 'pcs'. */
  unit?: string;
  /** The quantity chosen now, in pieces: its tier is marked as the price in force, visibly and for screen readers. Unmarked when absent or below `minQuantity`. */
  quantity?: number;
  /** The quantity step, in pieces: a tier ends one step before the next begins (100–400, then 500). Default: the pack size, or 1. */
  step?: number;
  /** The words. Default {@link priceBreakTableLabels} (the page's language). */
  labels?: PriceBreakTableLabels;
  /** The prices' words (see `Price`). */
  priceLabels?: PriceLabels;
}

/** `price` at `paise` per unit of sale, without breaks: one tier's price, shown by {@link Price}. */
function tierPrice(price: PriceValue, paise: number): PriceValue {
  return price.kind === 'per-pack'
    ? { kind: 'per-pack', packPaise: paise, packSize: price.packSize }
    : { kind: 'fixed', unitPaise: paise };
}

/**
 * A product's quantity price breaks (issue 31) as a table: each tier's quantities
 * ('100–400 cards', '1,000+ cards'), its price with the basis ('₹180 / 100 cards') and
 * its saving against the first tier ('10%'). The tier `quantity` falls in is marked.
 * Renders nothing for a price without breaks: the page never claims a saving nothing backs.
 */
export function PriceBreakTable({
  price,
  minQuantity,
  unit,
  quantity,
  step,
  labels = priceBreakTableLabels(),
  priceLabels,
}: PriceBreakTableProps) {
  const base = basePaise(price);
  const breaks = priceBreaksOf(price);
  if (base === undefined || breaks.length === 0) return null;
  const tiers = [{ minQuantity, paise: base }, ...breaks];
  const gap = step ?? piecesPerPrice(price) ?? 1;
  const inForce = quantity !== undefined && quantity >= minQuantity ? (breakAt(price, quantity)?.index ?? -1) + 1 : -1;
  const quantities = (index: number) => {
    const from = tiers[index]!.minQuantity;
    const next = tiers[index + 1];
    if (!next) return fill(unit ? labels.andMore : labels.andMorePieces, { n: formatCount(from), unit: unit ?? '' });
    const to = next.minQuantity - gap;
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
          const current = index === inForce;
          const saving = Math.floor(((base - tier.paise) * 100) / base);
          return (
            <tr
              key={tier.minQuantity}
              className={current ? styles.current : undefined}
              aria-current={current || undefined}
            >
              <th scope="row" className={styles.cell}>
                <Text as="span" size="sm" weight={current ? 'bold' : 'regular'}>
                  {quantities(index)}
                </Text>
              </th>
              <td className={styles.cell}>
                <Price price={tierPrice(price, tier.paise)} size="sm" unit={unit} labels={priceLabels} />
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
                    {saving}%
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
