import { listingPagePath, listingPageSize, namedPicture } from '@storefront/catalog';
import type { MetaDescriptor } from 'react-router';
import { localeOfPath, type PageLocale } from '../i18n/locale';
import type { CategoryPageData, ListingPageData } from '../lib/shopData';
import { m } from '../paraglide/messages.js';
import { pageMeta } from '../seo/pageMeta';
import { listingPageJsonLd } from '../seo/structuredData';
import { frameIn } from '../shop';

/** What a category route's loader gives: the page, and the structured data of a page that is not a listing. */
export type CategoryRouteData = CategoryPageData & { readonly jsonLd?: object[] };

/**
 * A later listing page's own description ('Gifts, page 2 of 4: products 49 to 96 of 170.'),
 * so that search engines do not see the category's pages as copies of one another.
 */
function laterPageDescription(data: ListingPageData, locale: PageLocale): string {
  const first = (data.page - 1) * listingPageSize + 1;
  return m.category_descriptionPage(
    {
      category: data.category.name,
      page: String(data.page),
      pages: String(data.pageCount),
      first: String(first),
      last: String(first + data.products.length - 1),
      total: String(data.totalCount),
    },
    { locale },
  );
}

/**
 * A category page's title, description, canonical (lower-case) URL, language links, link
 * previews and structured data, for the page at `pathname` with `data` (`undefined`: an
 * unknown category, titled so). Shared by the listing route (`category.tsx`) and the route
 * of a category priced by size (`area-category.tsx`). Each listing page is its own
 * canonical address ('Gifts — Page 2 — shop'); a listing's `ItemList` is built here from the
 * products the page has, so the page does not carry it twice.
 */
export function categoryMeta(pathname: string, data: CategoryRouteData | undefined): MetaDescriptor[] {
  const locale = localeOfPath(pathname);
  const { profile } = frameIn(locale);
  if (!data) return [{ title: m.category_notFoundTitle({ shopName: profile.displayName }, { locale }) }];
  const { name, slug } = data.category;
  const number = data.layout === 'listing' ? data.page : 1;
  const path = listingPagePath(`/product/${slug}`, number);
  const first = data.layout === 'listing' ? data.products[0] : data.page.product;
  // A listed product's picture has no alt text (its card names it): the link preview names it by its title.
  const picture = first?.images[0] && namedPicture(first.images[0], first.title);
  return pageMeta({
    path,
    locale,
    profile,
    title:
      number > 1
        ? `${name} — ${m.listing_pageNumber({ page: String(number) }, { locale })} — ${profile.displayName}`
        : `${name} — ${profile.displayName}`,
    description:
      data.layout === 'listing' && number > 1
        ? laterPageDescription(data, locale)
        : profile.delivery
          ? m.category_descriptionDelivery({ category: name, state: profile.delivery.state }, { locale })
          : m.category_description({ category: name }, { locale }),
    image: picture,
    jsonLd: data.layout === 'listing' ? listingPageJsonLd(data, locale, profile) : data.jsonLd,
  });
}
