import { parseListingPageSegment } from '@storefront/catalog';
import { EmptyState } from '@storefront/ui';
import { CategoryButtons } from '../features/catalogue/CategoryButtons';
import { CategoryListing } from '../features/catalogue/CategoryListing';
import { PageError } from '../components/PageError';
import { isMissingPage } from '../offline/pageErrors';
import { lazy, Suspense } from 'react';
import { data } from 'react-router';
import { messageShop, shopIn, found } from '../data/shop.server';
import { localeOfPath } from '../i18n/locale';
import { categoryPageJsonLd } from '../seo/structuredData';
import { categoryMeta } from './categoryMeta';
import { categoryPageData } from '../lib/shopData';
import { m } from '../paraglide/messages.js';
import type { Route } from './+types/category';

/**
 * The product page a category priced by size shows (the banner calculator). Such a
 * category has a route of its own (`routes/area-category.tsx`, registered in `routes.ts`),
 * which loads this code with the page; here it is only a fallback, loaded when needed, so a
 * listing page does not carry it (about 9 kB gzip of the category route's first load).
 */
const ProductPage = lazy(() =>
  import('../features/catalogue/ProductPage').then((module) => ({ default: module.ProductPage })),
);

/**
 * The category page's own data, built while prerendering: the category and
 * one page of its products (48 at most), or the product priced by size. An address that was not prerendered
 * (an unknown category) has no data, so the client gets a 404 and the error boundary.
 */
export function loader({ url, params }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const shop = shopIn(locale);
  // `/product/{category}` is page 1; `/product/{category}/page/{n}` page n (2 and up).
  // (The page route exists only in a shop with a paginated category: typed by hand.)
  const segment = (params as { page?: string }).page;
  const number = segment === undefined ? 1 : parseListingPageSegment(segment);
  const page = found(number === undefined ? undefined : categoryPageData(shop, messageShop(), params.category, number));
  // A listing's structured data is built by `meta` from the products the page has (not carried twice).
  return page.layout === 'listing' ? page : { ...page, jsonLd: categoryPageJsonLd(page, locale, shop.profile) };
}

/**
 * In the browser, on a navigation: the page's prerendered data, as the loader made it. When
 * that cannot be had (offline, a listing page the service worker did not keep), the page is
 * made from its category's saved index instead (`listingPageFromIndex`, loaded only then), so
 * every page of a paginated category opens offline. A 404 stays a 404; when the index cannot
 * be had either, the first failure is the page's error (offline, with Try again).
 */
export async function clientLoader({ serverLoader, params, request }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    if (isMissingPage(error)) throw error;
    const { listingPageFromIndex } = await import('../features/catalogue/listingFromIndex');
    const page = await listingPageFromIndex(new URL(request.url).pathname, params).catch(() => {
      throw error;
    });
    // The index knows every page of the category: this one is none of them.
    if (!page) throw data(null, { status: 404 });
    return page;
  }
}

/** Title, description, canonical (lower-case) URL, language links, link previews and structured data. */
export const meta: Route.MetaFunction = ({ location, loaderData }) => categoryMeta(location.pathname, loaderData);

/**
 * `/product/{category}` (spec §2 'Category listing'): 'Explore Our X Collection' and
 * a grid of product cards to sort and filter, or the banner size calculator
 * for area-priced categories.
 */
export default function CategoryRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.layout === 'area-calculator') {
    return (
      <Suspense fallback={null}>
        <ProductPage key={loaderData.page.product.sku} page={loaderData.page} />
      </Suspense>
    );
  }
  return (
    <CategoryListing
      // A new page of the category starts at the top, with its own products.
      key={`${loaderData.category.slug}/${loaderData.page}`}
      category={loaderData.category}
      products={loaderData.products}
      page={loaderData.page}
      pageCount={loaderData.pageCount}
      totalCount={loaderData.totalCount}
    />
  );
}

/** An unknown category explains itself and offers the real ones; other failures offer a retry. */
export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  if (!isMissingPage(error)) return <PageError error={error} />;
  return (
    <EmptyState
      heading={m.category_notFoundHeading()}
      text={m.category_notFoundText({ category: params.category ?? '' })}
      actions={<CategoryButtons />}
    />
  );
}
