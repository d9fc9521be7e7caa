/**
 * The shop's structured data as this app's pages need it: the catalogue's
 * JSON-LD builders (`@storefront/catalog/structured-data`) fed with this site's absolute
 * addresses in the page's language. Route loaders call these at build time and pass the
 * result as page data, so this code stays out of the browser, but for
 * {@link listingPageJsonLd}.
 */
import { listingPagePath, listingPageSize, productPath, type Product, type ShopProfile } from '@storefront/catalog';
import type { CategoryPageData, ListingPageData, ProductPageData } from '../lib/shopData';
import {
  breadcrumbJsonLd,
  itemListJsonLd,
  productJsonLd,
  storeJsonLd,
  webSiteJsonLd,
} from '@storefront/catalog/structured-data';
import { m } from '../paraglide/messages.js';
import { localisePath, type PageLocale } from '../i18n/locale';
import { absoluteUrl } from './meta';
import { shopCard } from './pageMeta';

/** The absolute address of a site path in `locale`. */
const addressOf = (path: string, locale: PageLocale, profile: ShopProfile) =>
  absoluteUrl(localisePath(path, locale), profile.siteUrl);

/** The shop as a local `Store` and the site with its search box: the home and about pages. */
export function shopJsonLd(profile: ShopProfile, locale: PageLocale): object[] {
  const home = addressOf('/', locale, profile);
  return [
    storeJsonLd(profile, {
      url: home,
      logo: absoluteUrl(profile.logo.src, profile.siteUrl),
      image: absoluteUrl(shopCard.src, profile.siteUrl),
    }),
    webSiteJsonLd(profile, home, addressOf('/search', locale, profile), locale),
  ];
}

/** The breadcrumbs from the home page to `trail`'s last page, as `BreadcrumbList`. */
export function crumbsJsonLd(
  trail: readonly { name: string; path: string }[],
  locale: PageLocale,
  profile: ShopProfile,
): object {
  const home = { name: m.product_home({}, { locale }), path: '/' };
  return breadcrumbJsonLd(
    [home, ...trail].map((crumb) => ({ name: crumb.name, url: addressOf(crumb.path, locale, profile) })),
  );
}

/** A product's `Product` and `Offer`, at its own page's address. */
export function productPageJsonLd(product: Product, locale: PageLocale, profile: ShopProfile): object {
  return productJsonLd(
    product,
    {
      url: addressOf(productPath(product) ?? '/', locale, profile),
      images: product.images.map((image) => absoluteUrl(image.src, profile.siteUrl)),
    },
    profile,
  );
}

/** A product page's `Product` and breadcrumbs (home › category › product). */
export function productPageJsonLdAll(page: ProductPageData, locale: PageLocale, profile: ShopProfile): object[] {
  const { product, category } = page;
  const path = productPath(product) ?? '/';
  return [
    productPageJsonLd(product, locale, profile),
    crumbsJsonLd(
      [
        ...(category ? [{ name: category.name, path: `/product/${category.slug}` }] : []),
        { name: product.title, path },
      ],
      locale,
      profile,
    ),
  ];
}

/**
 * A listing page's `ItemList` of its products (numbered on from the pages before it, at
 * its own address) and its breadcrumbs. The one builder here that runs in the browser
 * too: a category page's `meta` builds it from the products its data already has, so
 * the page does not carry the list twice (about 8 KB a page of 48), and without the products'
 * names, which a summary page's list does not need (another 7 KB in Bengali).
 */
export function listingPageJsonLd(page: ListingPageData, locale: PageLocale, profile: ShopProfile): object[] {
  const { name, slug } = page.category;
  const path = listingPagePath(`/product/${slug}`, page.page);
  return [
    itemListJsonLd(
      name,
      // Positions and addresses: a summary page's list needs no names (each product page has its own).
      page.products.map((product) => ({ url: addressOf(productPath(product) ?? path, locale, profile) })),
      (page.page - 1) * listingPageSize + 1,
    ),
    crumbsJsonLd([{ name, path }], locale, profile),
  ];
}

/** A category page's `ItemList` of its products ({@link listingPageJsonLd}) or the banner's `Product`, and breadcrumbs. */
export function categoryPageJsonLd(page: CategoryPageData, locale: PageLocale, profile: ShopProfile): object[] {
  if (page.layout === 'listing') return listingPageJsonLd(page, locale, profile);
  const { name, slug } = page.category;
  return [
    productPageJsonLd(page.page.product, locale, profile),
    crumbsJsonLd([{ name, path: `/product/${slug}` }], locale, profile),
  ];
}
