import { entryVariant, hasOptions, isOrderable, pricesVary, productPath, type Product } from '@storefront/catalog';
import type { ProductCardProps } from '@storefront/ui';
import { addToOrderList } from '../ordering/addToOrderList';
import { orderProductPath, orderProductState } from '../../lib/navigationState';

/**
 * A catalogue product as ProductCard props: the picture and title lead to the product's
 * own page (issue 9); Buy Now goes to /order-product carrying the product as navigation
 * state (spec §2 'Product card'); unorderable products get no Buy Now. 'Add' puts the
 * product on the order list (issue 10), except one priced by size, which needs its page's
 * calculator first, and one with options, which needs them picked on its page (issue 31).
 */
export function productCardProps(product: Product): ProductCardProps {
  // Issue 31: a product with options shows its cheapest variant's price, 'from ₹130' when they differ.
  const entry = entryVariant(product);
  const options = hasOptions(product);
  return {
    title: product.title,
    subtitle: product.subtitle,
    image: product.images[0],
    price: entry.price,
    ...(options && pricesVary(product) ? { priceFrom: true } : {}),
    ...(product.unit ? { unit: product.unit } : {}),
    minQuantity: product.minQuantity,
    href: productPath(product),
    buyHref: isOrderable(product) ? orderProductPath(product) : undefined,
    buyState: orderProductState(product),
    // A product with options needs its size picked first: Buy Now's page has the option pickers.
    onAdd:
      isOrderable(product) && product.price.kind !== 'per-area' && !options
        ? () => void addToOrderList(product)
        : undefined,
  };
}
