/**
 * Schema.org structured data (JSON-LD) for a shop's pages, typed by
 * `schema-dts`: what search engines read to show a product's price and availability, a
 * category's products, the breadcrumbs, the shop as a local business and the site's
 * search box. Pure functions of the catalogue and profile; every address they take is
 * absolute (the shop's public origin plus a site path).
 */
import type { BreadcrumbList, ItemList, Store, WebSite, WithContext } from 'schema-dts';
import type { ShopProfile } from './model';

export { paiseToPriceText, productGroupJsonLd, productJsonLd, type ProductAddresses } from './productJsonLd';

/**
 * `ItemList` of a category's products, in the order shown: each item is the product page's
 * address and, when given, its name. A list of links to product pages (a 'summary page', as
 * a category page is) needs only each item's position and address (Google Search Central,
 * 'Carousel'): leave the names out there, and a page of 48 Bengali products carries about
 * 7 KB less (README, 'Listing pages'). `firstPosition` is the first item's position in the
 * whole list (49 on a listing's second page of 48); default 1.
 */
export function itemListJsonLd(
  name: string,
  items: readonly { name?: string; url: string }[],
  firstPosition = 1,
): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      url: item.url,
      ...(item.name === undefined ? {} : { name: item.name }),
    })),
  };
}

/** `BreadcrumbList` from the home page down to the page itself (the last crumb's address is the page's). */
export function breadcrumbJsonLd(crumbs: readonly { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** Where the shop's site and logo are, as absolute addresses. */
export interface StoreAddresses {
  /** The site's home page, e.g. 'https://prints.example.in/'. */
  readonly url: string;
  /** The logo picture. */
  readonly logo: string;
  /** A picture of the shop or its work (the shop card). */
  readonly image: string;
}

/**
 * The shop as a `Store` (a `LocalBusiness`): name, address (postal code, state and
 * country of its delivery area), telephone, email, founding year, the area it serves,
 * and its social pages.
 */
export function storeJsonLd(profile: ShopProfile, { url, logo, image }: StoreAddresses): WithContext<Store> {
  const { delivery } = profile;
  const sameAs = [profile.socialUrl, profile.videoChannelUrl].filter((link): link is string => Boolean(link));
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    name: profile.displayName,
    ...(profile.tagline ? { description: profile.tagline } : {}),
    url,
    logo,
    image,
    ...(profile.phone ? { telephone: profile.phone.replace(/\s+/g, '') } : {}),
    ...(profile.email ? { email: profile.email } : {}),
    ...(profile.foundedYear ? { foundingDate: String(profile.foundedYear) } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(profile.postalCode ? { postalCode: profile.postalCode } : {}),
      ...(delivery ? { addressRegion: delivery.state, addressCountry: delivery.countryCode ?? delivery.country } : {}),
    },
    ...(delivery ? { areaServed: { '@type': 'State', name: delivery.state } } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/**
 * The site as a `WebSite` whose `SearchAction` opens the shop's search page, e.g.
 * 'https://prints.example.in/search?q={search_term_string}'.
 * @param url - the home page's absolute address
 * @param searchUrl - the search page's absolute address, without a query
 * @param locale - the page's language, e.g. 'bn-IN'
 */
export function webSiteJsonLd(
  profile: ShopProfile,
  url: string,
  searchUrl: string,
  locale: string,
): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: profile.displayName,
    url,
    inLanguage: locale,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${searchUrl}?q={search_term_string}` },
      // schema-dts does not know Google's `query-input`; it is part of the documented pattern.
      ...({ 'query-input': 'required name=search_term_string' } as object),
    },
  };
}
