import { formatPaise, latinDigits, type Price } from '@storefront/catalog';
import { buildOrderLink, emptyCustomerDetails } from '@storefront/order-link';
import { FormatProvider, ProductCard, type UiFormat } from '@storefront/ui';
import { theme } from './theme.css';

const format: UiFormat = { money: (paise, digits = 'auto') => formatPaise(paise, digits), latinDigits };

export const product = {
  title: 'White Photo Mug & Saucer',
  price: { kind: 'fixed', unitPaise: 20000 } satisfies Price,
};
export const shop = { displayName: 'Pack Test Shop', whatsAppNumber: '919876543210' };

export function App() {
  const { url } = buildOrderLink(
    { product, quantity: 2, customer: { ...emptyCustomerDetails, firstName: 'Asha' } },
    shop,
  );
  return (
    <div className={theme}>
      <FormatProvider value={format}>
        <ProductCard title={product.title} subtitle="325 mL ceramic" price={product.price} buyHref={url} />
      </FormatProvider>
    </div>
  );
}
