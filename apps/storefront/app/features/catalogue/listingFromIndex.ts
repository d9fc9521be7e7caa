/**
 * A listing page made in the browser from its category's index, for when the page's own
 * data cannot be had: offline, on a page the service worker did not keep. At 20,000
 * products a language's later listing pages come to far more than the worker keeps
 * (README, 'Fast, findable and offline'), but every paginated category's index
 * (`products.json`) is saved with its first page, and it holds every page of the category.
 * Loaded by the category route's `clientLoader` only when it is needed.
 */
import {
  findCategory,
  listingIndexPath,
  listingPage,
  listingPageCount,
  parseListingPageSegment,
} from '@storefront/catalog';
import { localeOfPath, localisePath } from '../../i18n/locale';
import { frameIn } from '../../shop';
import type { ListingPageData } from '../../lib/shopData';
import { loadCategoryIndex } from './categoryIndexFile';

/**
 * The listing page at `pathname` (`/product/{category}` or `/product/{category}/page/{n}`, under
 * `/bn` in Bengali; `params` are the route's), as its prerendered data would have it
 * ({@link ListingPageData}), cut from the category's index in the address's language, with
 * `madeFrom` naming the index, so the page's saved-copy note dates it by the index's copy;
 * `undefined` when there is no such page: an unknown category, a malformed page number or a
 * page past the category's last (the prerendered build answers 404).
 * @throws Error when the index cannot be had (offline and never saved, or a damaged file).
 */
export async function listingPageFromIndex(
  pathname: string,
  params: { readonly category: string; readonly page?: string },
): Promise<ListingPageData | undefined> {
  const locale = localeOfPath(pathname);
  const page = params.page === undefined ? 1 : parseListingPageSegment(params.page);
  const category = findCategory(frameIn(locale), params.category);
  if (!category || page === undefined) return undefined;
  const madeFrom = localisePath(listingIndexPath(`/product/${category.slug}`), locale);
  const products = await loadCategoryIndex(madeFrom);
  const pageCount = listingPageCount(products.length);
  if (page > pageCount) return undefined;
  return {
    layout: 'listing',
    category,
    products: listingPage(products, page),
    page,
    pageCount,
    totalCount: products.length,
    madeFrom,
  };
}
