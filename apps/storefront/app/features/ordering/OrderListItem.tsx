import { quantityRule, variantPath } from '@storefront/catalog';
import { MAX_QUANTITY, type LinePrice } from '@storefront/order-link';
import { OrderListLine } from '@storefront/ui';
import type { PageLocale } from '../../i18n/locale';
import { basisText } from '../../lib/tradePrice';
import { pageFormat } from '../../lib/pageFormat';
import { m } from '../../paraglide/messages.js';
import { optionsText } from './lineOptions';
import { MAX_NOTE_LENGTH, type OrderListEntry } from './orderList';
import { sizeText } from './orderListText';

/** Props of {@link OrderListItem}. */
export interface OrderListItemProps {
  /** The line: its product (in the page's language), size or options, quantity in pieces and note. */
  entry: OrderListEntry;
  /** Its price on its basis at the price break in force, in paise; null for a product priced in the chat. */
  line: LinePrice | null;
  /** The page's language: prices and the options' words. */
  locale: PageLocale;
  /** The quantity as typed when it is not (yet) a valid quantity; absent to show the line's own. */
  typedQuantity?: string;
  /** What is wrong with the typed quantity ('order 100 or 200'), shown under the field. */
  quantityError?: string;
  /** Called with the quantity field's text on every change. */
  onQuantityChange: (text: string) => void;
  /** Called with the personalisation note on every change (at most `MAX_NOTE_LENGTH` characters). */
  onNoteChange: (note: string) => void;
  /** Called when Remove is pressed. */
  onRemove: () => void;
  /** The shop's hint for the note (profile `orderNoteHint`). */
  noteHint?: string;
  /** The shop's words on sending photos (content `productPage.photoNote`), for a product made with the shopper's photos. */
  photoNote?: string;
}

/**
 * One line of the order list page (spec §2 'Order list'): picture, title, size or options,
 * quantity (stepper and free entry, never below the product's minimum order quantity, in
 * steps of its pack), unit price on its price basis, line total, the price break's saving,
 * the personalisation note and Remove.
 */
export function OrderListItem({
  entry,
  line,
  locale,
  typedQuantity,
  quantityError,
  onQuantityChange,
  onNoteChange,
  onRemove,
  noteHint,
  photoNote,
}: OrderListItemProps) {
  const { product } = entry;
  return (
    <OrderListLine
      title={product.title}
      href={variantPath(product)}
      image={product.images[0]}
      size={entry.size ? sizeText(entry.size) : optionsText(product, locale)}
      quantity={typedQuantity ?? String(entry.quantity)}
      minQuantity={product.minQuantity}
      step={quantityRule(product).step}
      maxQuantity={MAX_QUANTITY}
      onQuantityChange={onQuantityChange}
      quantityError={quantityError}
      unitPrice={line ? basisText(product.price, product.unit, locale, line.unitPaise) : m.priceOnRequest()}
      lineTotal={line ? pageFormat(locale).money(line.totalPaise) : m.priceOnRequest()}
      {...(line && line.savingPaise > 0
        ? { saving: m.orderList_saving({ amount: pageFormat(locale).money(line.savingPaise) }) }
        : {})}
      note={entry.note}
      noteMaxLength={MAX_NOTE_LENGTH}
      onNoteChange={onNoteChange}
      {...(noteHint ? { noteHint } : {})}
      photoNote={product.withPhotos ? photoNote : undefined}
      onRemove={onRemove}
    />
  );
}
