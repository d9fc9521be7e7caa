import { priceTiers, quantityRule, type Product } from '@storefront/catalog';
import { linePrice, MAX_QUANTITY, parseQuantity, type Parsed } from '@storefront/order-link';
import { LineTotal, PriceBreakTable, QuantityPicker } from '@storefront/ui';
import { m } from '../../paraglide/messages.js';
import { quantityProblemText } from './problemText';
import { quantityText } from '../../lib/tradePrice';
import { useLocale } from '../../i18n/locale';

/** Props of {@link ProductQuantity}. */
export interface ProductQuantityProps {
  /** The product, in the page's language. */
  product: Product;
  /** The quantity as typed, in pieces. */
  value: string;
  /** Called with the quantity's new text. */
  onChange: (value: string) => void;
}

/** The quantity a product page's picker holds: the parse of `value` under the product's quantity rule. */
export function parsedQuantity(product: Product, value: string): Parsed<number> {
  return parseQuantity(value, quantityRule(product));
}

/**
 * The product page's order quantity: the one-tap quantities and free entry in
 * whole packs ('Standard Business Cards come in packs of 100: order 100 or 200.'), the
 * price-break table with the break in force marked, and the line total for the quantity
 * chosen, with its saving, before Buy Now and Add to order list.
 */
export function ProductQuantity({ product, value, onChange }: ProductQuantityProps) {
  const locale = useLocale();
  const rule = quantityRule(product);
  const parsed = parsedQuantity(product, value);
  const line = parsed.ok ? linePrice(product.price, parsed.value) : null;
  return (
    <>
      <QuantityPicker
        label={m.field_quantity()}
        context={product.title}
        value={value}
        onChange={onChange}
        min={rule.min}
        max={MAX_QUANTITY}
        step={rule.step}
        choices={rule.choices}
        {...(product.unit ? { unit: product.unit } : {})}
        {...(parsed.ok ? {} : { error: quantityProblemText(parsed, product) })}
      />
      <PriceBreakTable
        tiers={priceTiers(product.price, rule.min, rule.step, parsed.ok ? parsed.value : undefined)}
        {...(product.unit ? { unit: product.unit } : {})}
      />
      {parsed.ok ? (
        <LineTotal
          quantityText={quantityText(parsed.value, product.unit, locale)}
          totalPaise={line ? line.totalPaise : null}
          savingPaise={line?.savingPaise ?? 0}
        />
      ) : null}
    </>
  );
}
