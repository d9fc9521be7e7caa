/**
 * Everything a page tells search engines and link previews: title and
 * description in the page's language, the canonical address and hreflang links (absolute
 * on the shop's public address), Open Graph and Twitter card tags with a picture, and
 * the page's structured data (JSON-LD, which React Router escapes: `<` is `\u003c`).
 */
import type { Picture, ShopProfile } from '@storefront/catalog';
import { paiseToPriceText } from '@storefront/catalog/structured-data';
import type { MetaDescriptor } from 'react-router';
import { localisePath, pageLocales, type PageLocale } from '../i18n/locale';
import { absoluteUrl, languageLinks } from './meta';

/** A picture for link previews: its address and size in px, and what it shows. */
export type PreviewImage = Pick<Picture, 'src' | 'width' | 'height'> & { alt?: string };

/** The shop card shown where a page has no picture of its own: 1200 × 630 px, made at build time (`shopData({ webApp })`). */
export const shopCard: PreviewImage = { src: '/shop-card.png', width: 1200, height: 630 };

/** What {@link pageMeta} needs to know about a page. */
export interface PageMetaOptions {
  /** The page's path without a language, e.g. '/product/custom-mugs'. */
  path: string;
  locale: PageLocale;
  /** The profile: its name and public address (`siteUrl`). */
  profile: ShopProfile;
  /** The `<title>`, in the page's language. */
  title: string;
  /** The meta description, in the page's language. */
  description?: string;
  /** The picture for link previews (a product's own); default {@link shopCard}. */
  image?: PreviewImage;
  /** `product` for a product page; `website` elsewhere. */
  type?: 'website' | 'product';
  /** The page's structured data, each a JSON-LD object (`@context` included). */
  jsonLd?: readonly object[];
  /** Keep the page out of search results (search results, the order list). */
  noindex?: boolean;
  /**
   * A product page's offer for link previews: `paise`, the price of its unit of
   * sale (one piece, one pack, or one square foot), or `null` for a price on request; and
   * whether it can be ordered. Written as `product:price:amount` (rupees), `:currency`
   * and `product:availability`.
   */
  offer?: { readonly paise: number | null; readonly available: boolean };
}

/** The Open Graph product tags of an offer: price in rupees with two decimals (none on request) and availability. */
function offerMeta({ paise, available }: NonNullable<PageMetaOptions['offer']>): MetaDescriptor[] {
  return [
    ...(paise !== null && available
      ? [
          { property: 'product:price:amount', content: paiseToPriceText(paise) },
          { property: 'product:price:currency', content: 'INR' },
        ]
      : []),
    { property: 'product:availability', content: available ? 'in stock' : 'out of stock' },
  ];
}

/** Meta descriptors for a page (see {@link PageMetaOptions}). */
export function pageMeta(options: PageMetaOptions): MetaDescriptor[] {
  const { path, locale, profile, title, description, type = 'website', jsonLd = [] } = options;
  const image = options.image ?? shopCard;
  const url = absoluteUrl(localisePath(path, locale), profile.siteUrl);
  const imageUrl = absoluteUrl(image.src, profile.siteUrl);
  return [
    { title },
    ...(description ? [{ name: 'description', content: description }] : []),
    ...(options.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ...languageLinks(path, locale, profile.siteUrl),
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: profile.displayName },
    { property: 'og:title', content: title },
    ...(description ? [{ property: 'og:description', content: description }] : []),
    { property: 'og:url', content: url },
    { property: 'og:locale', content: locale.replace('-', '_') },
    ...pageLocales
      .filter((other) => other !== locale)
      .map((other) => ({ property: 'og:locale:alternate', content: other.replace('-', '_') })),
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    ...(image.alt ? [{ property: 'og:image:alt', content: image.alt }] : []),
    ...(options.offer ? offerMeta(options.offer) : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    ...(description ? [{ name: 'twitter:description', content: description }] : []),
    { name: 'twitter:image', content: imageUrl },
    ...jsonLd.map((data) => ({ 'script:ld+json': data })),
  ];
}
