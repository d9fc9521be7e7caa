import { Text } from '../Text';
import { useFormat } from '../../format';
import { aroundPrice, fill } from '../../private/words';
import * as styles from './LineTotal.css';
import { m } from '../../paraglide/messages.js';

/** Words of a {@link LineTotal}. */
export interface LineTotalLabels {
  /** The total; `{quantity}` the quantity's words, `{price}` the amount, e.g. 'Total for {quantity}: {price}' (Bengali '{quantity}: মোট {price}'). */
  total: string;
  /** In place of the amount when the price is agreed in the chat, e.g. 'Price on request'. */
  onRequest: string;
  /** The saving; `{price}` the amount, e.g. 'You save {price}' (Bengali 'আপনার সাশ্রয় {price}'). */
  saving: string;
}

/**
 * The words of {@link LineTotal} in the page's language (see `setUiLocale`),
 * from the design system's messages (`packages/ui/messages`).
 */
export function lineTotalLabels(): LineTotalLabels {
  return {
    total: m.lineTotal_total({ quantity: '{quantity}', price: '{price}' }),
    onRequest: m.lineTotal_onRequest(),
    saving: m.lineTotal_saving({ price: '{price}' }),
  };
}

/** Props of {@link LineTotal}. */
export interface LineTotalProps {
  /** The quantity, already written in the page's language, e.g. '300 cards' (Bengali '300টি কার্ড'). */
  quantityText: string;
  /** What the quantity costs, in integer paise (the tier applied, packs divided out); `null` for a price on request. */
  totalPaise: number | null;
  /** What the tier saves against the base price, in integer paise; shown when above 0. */
  savingPaise?: number;
  /** The words. Default {@link lineTotalLabels} (the page's language). */
  labels?: LineTotalLabels;
}

/**
 * The live line total on a product page, before Buy Now: 'Total for 300
 * cards: ₹600' and, past a price break, 'You save ₹350'. A polite live region (`status`),
 * so a screen reader reads the new total as the quantity changes.
 */
export function LineTotal({ quantityText, totalPaise, savingPaise = 0, labels = lineTotalLabels() }: LineTotalProps) {
  const { money } = useFormat();
  const [before, after] = aroundPrice(fill(labels.total, { quantity: quantityText }));
  return (
    <div className={styles.root} role="status" aria-live="polite" aria-atomic="true">
      <Text>
        {before}
        <Text as="strong" size="lg" weight="bold" numeric="tabular">
          {totalPaise === null ? labels.onRequest : money(totalPaise)}
        </Text>
        {after}
      </Text>
      {savingPaise > 0 ? (
        <Text size="sm" weight="bold" tone="success">
          {fill(labels.saving, { price: money(savingPaise) })}
        </Text>
      ) : null}
    </div>
  );
}
