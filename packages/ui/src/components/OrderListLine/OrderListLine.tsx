import type { Picture } from '../../model';
import { Fragment, useId, type ReactNode } from 'react';
import { PictureImg } from '../../private/PictureImg';
import { Button } from '../Button';
import { Notice } from '../Notice';
import { QuantityStepper } from '../QuantityStepper';
import { ProductTitle } from '../../private/ProductTitle';
import { Text } from '../Text';
import { TextField } from '../TextField';
import * as styles from './OrderListLine.css';
import { m } from '../../paraglide/messages.js';
import { breakpoints } from '../../themes/tokens';

/** Words of an {@link OrderListLine}; override for another language. */
export interface OrderListLineLabels {
  /** The quantity field's label. */
  quantity: string;
  /** Before the unit price. */
  unitPrice: string;
  /** Before the line total. */
  lineTotal: string;
  /** The note field's label. */
  note: string;
  /** The remove button (its accessible name adds the title). */
  remove: string;
}

/**
 * The words of {@link OrderListLine} in the page's language (see `setUiLocale`),
 * from the design system's messages (`packages/ui/messages`).
 */
export function orderListLineLabels(): OrderListLineLabels {
  return {
    quantity: m.orderListLine_quantity(),
    unitPrice: m.orderListLine_unitPrice(),
    lineTotal: m.orderListLine_lineTotal(),
    note: m.orderListLine_note(),
    remove: m.orderListLine_remove(),
  };
}

/** Props of {@link OrderListLine}. Controlled: the caller keeps quantity and note and formats the money. */
export interface OrderListLineProps {
  /** The product's title. */
  title: string;
  /** The product's page; the title links there. */
  href?: string;
  /** The product's picture. */
  image?: Picture;
  /** The size or the options picked, already written: '2.5 ft × 3.5 ft' for a product priced by area, 'Size: XL' for one with options. */
  size?: string;
  /** The quantity as typed. */
  quantity: string;
  /** The product's minimum order quantity, in pieces. */
  minQuantity: number;
  /** The largest quantity one order takes, in pieces. */
  maxQuantity: number;
  /** The stepper's step, in pieces (100 for cards sold per 100). Default 1. */
  step?: number;
  /** Called with the quantity's new text. */
  onQuantityChange: (value: string) => void;
  /** What is wrong with the quantity (e.g. below the minimum). */
  quantityError?: string;
  /** The unit price, formatted (or 'Price on request'). */
  unitPrice: ReactNode;
  /** The line total, formatted (or 'Price on request'). */
  lineTotal: ReactNode;
  /** What a price break saves on this line, already written, e.g. 'You save ₹350': shown under the total in the success tone. */
  saving?: ReactNode;
  /** The personalisation note as typed. */
  note: string;
  /**
   * Most characters the note keeps (what the app stores), in UTF-16 code units:
   * sets the field's `maxLength` and shows a live count. Default none.
   */
  noteMaxLength?: number;
  /** Called with the note's new text. */
  onNoteChange: (value: string) => void;
  /**
   * The hint under the note field, in the shop's own words: what it personalises (e.g. 'The
   * name, date or words to print'). Default none.
   */
  noteHint?: string;
  /** A note for products personalised with photos (spec §1's WhatsApp note). */
  photoNote?: string;
  /** Removes the line. */
  onRemove: () => void;
  /** The words. Default {@link orderListLineLabels} (the page's language). */
  labels?: OrderListLineLabels;
}

/**
 * One line of the order list: picture, title and size; quantity with a
 * stepper (by whole packs); unit price and line total, with a price break's
 * saving under it; an optional personalisation note; remove.
 */
export function OrderListLine({
  title,
  href,
  image,
  size,
  quantity,
  minQuantity,
  maxQuantity,
  step,
  onQuantityChange,
  quantityError,
  unitPrice,
  lineTotal,
  saving,
  note,
  noteMaxLength,
  onNoteChange,
  noteHint,
  photoNote,
  onRemove,
  labels = orderListLineLabels(),
}: OrderListLineProps) {
  const headingId = useId();
  return (
    <article className={styles.line} aria-labelledby={headingId}>
      <PictureImg className={styles.image} picture={image} sizes={`(min-width: ${breakpoints.md}px) 7rem, 5rem`} />
      <div className={styles.details}>
        <div>
          <ProductTitle id={headingId} level={3} href={href}>
            {title}
          </ProductTitle>
          {size ? (
            <Text size="sm" tone="muted">
              {size}
            </Text>
          ) : null}
        </div>
        <div className={styles.figures}>
          <QuantityStepper
            label={labels.quantity}
            context={title}
            value={quantity}
            min={minQuantity}
            max={maxQuantity}
            step={step}
            onChange={onQuantityChange}
            error={quantityError}
          />
          <dl className={styles.prices}>
            {[
              { term: labels.unitPrice, value: unitPrice, weight: 'regular' as const },
              { term: labels.lineTotal, value: lineTotal, weight: 'bold' as const },
            ].map((row) => (
              <Fragment key={row.term}>
                <Text as="dt" size="sm" tone="muted">
                  {row.term}
                </Text>
                <Text
                  as="dd"
                  size={row.weight === 'bold' ? 'md' : 'sm'}
                  weight={row.weight}
                  numeric="tabular"
                  className={styles.price}
                >
                  {row.value}
                </Text>
              </Fragment>
            ))}
            {saving ? (
              <Text as="dd" size="sm" weight="bold" tone="success" className={styles.saving}>
                {saving}
              </Text>
            ) : null}
          </dl>
        </div>
        <TextField
          label={labels.note}
          {...(noteHint ? { hint: noteHint } : {})}
          value={note}
          maxLength={noteMaxLength}
          onChange={(event) => onNoteChange(event.target.value)}
        />
        {photoNote ? <Notice tone="info">{photoNote}</Notice> : null}
        <div>
          <Button tone="ghost" size="sm" aria-label={`${labels.remove}: ${title}`} onClick={onRemove}>
            {labels.remove}
          </Button>
        </div>
      </div>
    </article>
  );
}
