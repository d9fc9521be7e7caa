import { listingPagePath, parseListingPageSegment } from '@storefront/catalog';
import { EmptyState } from '@storefront/ui';
import { CategoryButtons } from '../features/catalogue/CategoryButtons';
import { CategoryListing } from '../features/catalogue/CategoryListing';
import { PageError } from '../components/PageError';
import { isMissingPage } from '../offline/pageErrors';
import { ProductPage } from '../features/catalogue/ProductPage';
import { messageShop, shopIn, found } from '../data/shop.server';
import { localeOfPath } from '../i18n/locale';
import { pageMeta } from '../seo/pageMeta';
import { categoryPageJsonLd, listingPageJsonLd } from '../seo/structuredData';
import { categoryPageData } from '../lib/shopData';
import { m } from '../paraglide/messages.js';
import { frameIn } from '../shop';
import type { Route } from './+types/category';

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

/** Title, description, canonical (lower-case) URL, language links, link previews and structured data. */
export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const locale = localeOfPath(location.pathname);
  const { profile } = frameIn(locale);
  if (!loaderData) return [{ title: m.category_notFoundTitle({ shopName: profile.displayName }, { locale }) }];
  const { name, slug } = loaderData.category;
  // Each listing page is its own canonical address (and in the sitemap).
  const number = loaderData.layout === 'listing' ? loaderData.page : 1;
  const path = listingPagePath(`/product/${slug}`, number);
  const picture = (loaderData.layout === 'listing' ? loaderData.products[0] : loaderData.page.product)?.images[0];
  return pageMeta({
    path,
    locale,
    profile,
    title:
      number > 1
        ? `${name} — ${m.listing_pageNumber({ page: String(number) }, { locale })} — ${profile.displayName}`
        : `${name} — ${profile.displayName}`,
    description: profile.delivery
      ? m.category_descriptionDelivery({ category: name, state: profile.delivery.state }, { locale })
      : m.category_description({ category: name }, { locale }),
    image: picture,
    jsonLd: loaderData.layout === 'listing' ? listingPageJsonLd(loaderData, locale, profile) : loaderData.jsonLd,
  });
};

/**
 * `/product/{category}` (spec §2 'Category listing'): 'Explore Our X Collection' and
 * a grid of product cards to sort and filter, or the banner size calculator
 * for area-priced categories.
 */
export default function CategoryRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.layout === 'area-calculator') {
    return <ProductPage key={loaderData.page.product.sku} page={loaderData.page} />;
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
