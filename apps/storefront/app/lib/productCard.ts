import { isOrderable, productPath, type Product } from '@storefront/catalog';
import type { ProductCardProps } from '@storefront/ui';
import { addToOrderList } from '../components/addToOrderList';
import { orderProductPath, orderProductState } from './navigationState';

/**
 * A catalogue product as ProductCard props: the picture and title lead to the product's
 * own page (issue 9); Buy Now goes to /order-product carrying the product as navigation
 * state (spec §2 'Product card'); unorderable products get no Buy Now. 'Add' puts the
 * product on the order list (issue 10), except one priced by size, which needs its page's
 * calculator first.
 */
export function productCardProps(product: Product): ProductCardProps {
  return {
    title: product.title,
    subtitle: product.subtitle,
    image: product.images[0],
    price: product.price,
    ...(product.unit ? { unit: product.unit } : {}),
    minQuantity: product.minQuantity,
    href: productPath(product),
    buyHref: isOrderable(product) ? orderProductPath(product) : undefined,
    buyState: orderProductState(product),
    onAdd: isOrderable(product) && product.price.kind !== 'per-area' ? () => addToOrderList(product) : undefined,
  };
}
