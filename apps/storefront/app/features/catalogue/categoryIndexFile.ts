/**
 * A category's listing index file (`/product/{slug}/products.json`): every product of the
 * category in catalogue order, fetched once per address (per page load, or per search worker)
 * and checked. No React: the listing's hook (`categoryIndex.ts`), the offline listing pages
 * (`listingFromIndex.ts`) and the search worker's offline results
 * (`features/search/localSearch.ts`) all load it through here.
 */
import type { ListedProduct } from '@storefront/catalog';

/** True when `value` has what a card, sorting and filtering read: a SKU, a slug, a title, a price and pictures. */
function isListedProduct(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const product = value as Partial<Record<keyof ListedProduct, unknown>>;
  const price = product.price as { kind?: unknown } | undefined;
  return (
    typeof product.sku === 'string' &&
    typeof product.slug === 'string' &&
    typeof product.title === 'string' &&
    typeof price?.kind === 'string' &&
    Array.isArray(product.images)
  );
}

/** The fetches made, by address: a page of the category remounting (or another page of it) asks no second time. */
const fetched = new Map<string, Promise<readonly ListedProduct[]>>();

/**
 * The products in the index file at `address` (a same-origin path).
 * @throws Error when the host does not answer 200 or the file holds no product list; the
 *   failed fetch is forgotten, so the next call tries again.
 */
export function loadCategoryIndex(address: string): Promise<readonly ListedProduct[]> {
  let load = fetched.get(address);
  if (!load) {
    load = fetch(address, { headers: { Accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${address}: HTTP ${response.status}`);
        const body: unknown = await response.json();
        const products = (body as { products?: unknown } | null)?.products;
        // A file from another build (a saved copy) or a damaged one is no index: say so, not crash.
        if (!Array.isArray(products) || !products.every(isListedProduct))
          throw new Error(`${address}: no product list`);
        return products as readonly ListedProduct[];
      })
      .catch((error: unknown) => {
        fetched.delete(address);
        throw error;
      });
    fetched.set(address, load);
  }
  return load;
}
