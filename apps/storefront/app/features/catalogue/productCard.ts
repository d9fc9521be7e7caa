import {
  entryVariant,
  hasOptions,
  isOrderable,
  pricesVary,
  productPath,
  type ListedProduct,
  type Product,
} from '@storefront/catalog';
import type { ProductCardProps } from '@storefront/ui';
import { addToOrderList } from '../ordering/addToOrderList';
import { orderProductPath, orderProductState } from '../../lib/navigationState';
import type { PageLocale } from '../../i18n/locale';

/**
 * A catalogue product, whole or as a listing carries it ({@link ListedProduct}), as
 * ProductCard props: the picture and title lead to the product's own page; Buy Now goes
 * to /order-product carrying the product as navigation state (spec §2 'Product card'),
 * so its page shows at once; unorderable products get no Buy Now. A listed product with
 * options carries no state (its variants stayed behind): its order page opens by `?sku=`.
 * 'Add' puts the product on the order list, except one priced by size, which needs its
 * page's calculator first, and one with options, which needs them picked on its page.
 * `locale` is the page's: the toast that confirms 'Add' speaks it.
 */
export function productCardProps(product: Product | ListedProduct, locale: PageLocale): ProductCardProps {
  // A product with options shows its cheapest variant's price, 'from ₹130' when they differ.
  // A whole product is asked; a listed one has no variants (so none to ask about) and says it in two flags.
  const asked = product as Product;
  const whole = hasOptions(asked);
  const options = whole || ('withOptions' in product && product.withOptions === true);
  const priceFrom = whole ? pricesVary(asked) : 'priceFrom' in product && product.priceFrom === true;
  return {
    title: product.title,
    subtitle: product.subtitle,
    image: product.images[0],
    price: entryVariant(asked).price,
    ...(priceFrom ? { priceFrom: true } : {}),
    ...(product.unit ? { unit: product.unit } : {}),
    minQuantity: product.minQuantity,
    href: productPath(product),
    buyHref: isOrderable(product) ? orderProductPath(product) : undefined,
    ...(!options || whole ? { buyState: orderProductState(product) } : {}),
    // A product with options needs its size picked first: Buy Now's page has the option pickers.
    onAdd:
      isOrderable(product) && product.price.kind !== 'per-area' && !options
        ? () => void addToOrderList(product, locale)
        : undefined,
  };
}
