import { PageError } from '../components/PageError';
import { found, messageShop, shopIn } from '../data/shop.server';
import { ProductPage } from '../features/catalogue/ProductPage';
import { localeOfPath } from '../i18n/locale';
import { categoryPageData } from '../lib/shopData';
import { categoryPageJsonLd } from '../seo/structuredData';
import { categoryMeta } from './categoryMeta';
import type { Route } from './+types/area-category';

/**
 * The page of a category priced by size, `/product/banners` (and `/bn/…`): its one product
 * with the banner size calculator (spec §2 'Category listing': the calculator for
 * area-priced categories), built while prerendering. `routes.ts` registers this route for
 * each such category of the shop, before the listing route, so the listing route's code
 * does not carry the product page's and this page's code is there when it hydrates.
 */
export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const shop = shopIn(locale);
  // The address's last segment is the category (any case: `/product/Banners` is the same page).
  const segment = decodeURIComponent(url.pathname.replace(/\/$/, '').split('/').pop() ?? '');
  const page = found(categoryPageData(shop, messageShop(), segment, 1));
  return page.layout === 'listing' ? page : { ...page, jsonLd: categoryPageJsonLd(page, locale, shop.profile) };
}

/** As every category page's (`categoryMeta`): title, canonical URL, language links, previews, `Product` JSON-LD. */
export const meta: Route.MetaFunction = ({ location, loaderData }) => categoryMeta(location.pathname, loaderData);

/** The category's product, priced by size, on its product page with the size calculator. */
export default function AreaCategoryRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.layout !== 'area-calculator') {
    // routes.ts registers this route only for a category with a product priced by size.
    return <PageError error={new Error(`${loaderData.category.slug} is not priced by size`)} />;
  }
  return <ProductPage key={loaderData.page.product.sku} page={loaderData.page} />;
}

/** A failure on this page shows the shop's error page, with Try again and a way home. */
export { RouteErrorBoundary as ErrorBoundary } from '../components/PageError';
