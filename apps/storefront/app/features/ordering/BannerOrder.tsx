import type { Product } from '@storefront/catalog';
import { parseFeet, unitPricePaise } from '@storefront/order-link';
import { BannerCalculator } from '@storefront/ui';
import { useState } from 'react';
import { useHydrated } from '../../lib/hydrated';
import { useLocale } from '../../i18n/locale';
import { sideProblemText } from './problemText';
import { pageFormat } from '../../lib/pageFormat';
import { m } from '../../paraglide/messages.js';
import { addToOrderList } from './addToOrderList';
import type { OrderFlow } from './OrderFlow';

/**
 * The 'Flex & Banner' size calculator (spec §2): Length and Width start at 0 as in the
 * spec, the price is length × width × ₹10 with two decimals, and Buy Now passes the
 * size to the order form (Add to order list puts the banner on the list in that size). The
 * shop's preset sizes (2 × 3, 3 × 6, 4 × 6 ft) fill both sides at one tap. A zero, negative or empty side never makes a ₹0 order: the
 * fields say what is wrong instead.
 */
export function BannerOrder({ product, order }: { product: Product; order: Pick<OrderFlow, 'open'> }) {
  const hydrated = useHydrated();
  const [length, setLength] = useState('0');
  const [width, setWidth] = useState('0');
  const [touched, setTouched] = useState({ length: false, width: false });
  const parsedLength = parseFeet(length, 'Length');
  const parsedWidth = parseFeet(width, 'Width');
  const size =
    parsedLength.ok && parsedWidth.ok ? { lengthFeet: parsedLength.value, widthFeet: parsedWidth.value } : undefined;
  const unit = size ? unitPricePaise(product.price, size) : null;
  const locale = useLocale();
  const rate =
    product.price.kind === 'per-area'
      ? m.banner_rate({ price: pageFormat(locale).money(product.price.paisePerSquareFoot, 2) })
      : undefined;

  return (
    <BannerCalculator
      // What is typed before hydration would be undone by it; the calculator wakes up with the page.
      disabled={!hydrated}
      heading={product.title}
      length={length}
      width={width}
      onLengthChange={(value) => {
        setLength(value);
        setTouched((old) => ({ ...old, length: true }));
      }}
      onWidthChange={(value) => {
        setWidth(value);
        setTouched((old) => ({ ...old, width: true }));
      }}
      lengthError={touched.length && !parsedLength.ok ? sideProblemText('length', parsedLength) : undefined}
      widthError={touched.width && !parsedWidth.ok ? sideProblemText('width', parsedWidth) : undefined}
      price={unit === null ? m.banner_enterSize() : pageFormat(locale).money(unit, 2)}
      rate={rate}
      // The sizes people order, from the catalogue (size_presets), beside free length and width.
      presets={product.sizePresets ?? []}
      onPreset={({ lengthFeet, widthFeet }) => {
        setLength(String(lengthFeet));
        setWidth(String(widthFeet));
        setTouched({ length: true, width: true });
      }}
      onBuy={() => {
        if (size) order.open(size);
        else setTouched({ length: true, width: true });
      }}
      onAdd={() => {
        if (size) void addToOrderList(product, locale, { size });
        else setTouched({ length: true, width: true });
      }}
    />
  );
}
