/**
 * What Buy Now carries to /order-product through history state (spec §2: title,
 * subtitle, images, price and minimum order quantity), and reading it back safely.
 * The address also names the product (`?sku=`), so the page survives a lost state and
 * the order message can link to it. Reading the state back (`orderPageProduct.ts`) checks
 * it against the catalogue's product schema; that code loads with the order page only, not
 * with every page that links to it (the first-load budget, README "Performance budgets").
 */
import { namedPicture, type Product } from '@storefront/catalog';

/** The history state of /order-product. */
export interface OrderProductState {
  product: Product;
}

/**
 * The state Buy Now passes for `product`. A product card's product comes as a listing carries
 * it, its picture without alt text (the card's title names it); the order page shows the
 * picture on its own, so here the title names it, as the product schema asks.
 */
export function orderProductState(product: Product): OrderProductState {
  if (product.images.every((picture) => picture.alt.trim() !== '')) return { product };
  return { product: { ...product, images: product.images.map((picture) => namedPicture(picture, product.title)) } };
}

/** The address of `product`'s order page, e.g. `/order-product?sku=mugs-1`. */
export function orderProductPath(product: Pick<Product, 'sku'>): string {
  return `/order-product?${new URLSearchParams({ sku: product.sku })}`;
}
