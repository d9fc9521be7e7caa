import { availableValues, basePaise, pickOption, pricesVary, type Product, type Variant } from '@storefront/catalog';
import { OptionPicker } from '@storefront/ui';
import { useLocale } from '../../i18n/locale';
import { pageFormat } from '../../lib/pageFormat';
import { m } from '../../paraglide/messages.js';

/** Props of {@link ProductOptions}. */
export interface ProductOptionsProps {
  /** The product with options, in the page's language (not one seen as a variant). */
  product: Product;
  /** The variant picked now. */
  current: Variant;
  /** Called with the variant the shopper's pick names. */
  onPick: (variant: Variant) => void;
}

/**
 * The product page's option pickers: one radio group per option (Size,
 * Moulding…), each value with what its variant costs when the prices differ, and the
 * values not made with the earlier picks shown but not selectable ('Not made with this
 * size'). Picking a value picks the variant it names, keeping the later picks where the
 * shop makes that combination.
 */
export function ProductOptions({ product, current, onPick }: ProductOptionsProps) {
  const vary = pricesVary(product);
  const locale = useLocale();
  return (
    <>
      {(product.options ?? []).map((option, optionIndex) => {
        const available = availableValues(product, current, optionIndex);
        return (
          <OptionPicker
            key={option.name}
            label={option.name}
            name={`option-${optionIndex}`}
            selected={current.optionValues[optionIndex] ?? ''}
            unavailableText={m.product_optionUnavailable()}
            values={option.values.map((value, valueIndex) => {
              const variant = pickOption(product, current, optionIndex, value);
              // The price of its unit of sale, as the card and the page's price show it.
              const paise = variant ? basePaise(variant.price) : undefined;
              return {
                value,
                ...(option.swatches?.[valueIndex] ? { swatch: option.swatches[valueIndex] } : {}),
                ...(vary && paise !== undefined ? { detail: pageFormat(locale).money(paise) } : {}),
                ...(available[valueIndex] ? {} : { disabled: true }),
              };
            })}
            onChange={(value) => {
              const variant = pickOption(product, current, optionIndex, value);
              if (variant) onPick(variant);
            }}
          />
        );
      })}
    </>
  );
}
