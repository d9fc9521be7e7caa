import { index, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { areaCalculatorCategories, categoryPagePaths, localePathPrefix } from '@storefront/catalog';
import { loadShopData } from '@storefront/catalog/data';
import { shopFolder, shopLocalesOf } from '../shopFolder.ts';

/** The shop's locales (its profile's `locales`, the default first): each has every page. */
const locales = shopLocalesOf(shopFolder());
/**
 * Whether a category fills more than one listing page: only then are there later pages (a
 * prerendered shop may have no route with a loader that has no page). Every category has a
 * listing index (`products.json`), which sorting and filtering a long category fetch and an
 * offline search reads its results from.
 */
const catalogue = loadShopData(shopFolder()).catalogue;
const paginated = categoryPagePaths(catalogue).length > 0;
const listed = catalogue.categories.length > 0;
/**
 * The categories shown as their one product priced by size with the calculator (layout
 * `area-calculator`): each gets a route of its own, so the listing route's code does not
 * carry the product page's (README, 'Fast, findable and offline').
 */
const areaPriced = areaCalculatorCategories(catalogue).map((category) => category.slug);

/**
 * Spec §2 routes, every product's own page, the order list, and a catch-all that explains a
 * wrong address — each in every locale of the shop: the default at today's addresses, the
 * others under their language (`/bn`: the page's language comes from its address).
 */
const pages = (prefix: string, id: (name: string) => string | undefined): RouteConfigEntry[] => {
  const at = (path: string) => [prefix, path].filter(Boolean).join('/');
  const options = (name: string) => ({ id: id(name) });
  return [
    prefix === '' ? index('routes/home.tsx') : route(prefix, 'routes/home.tsx', options('home')),
    route(at('about-us'), 'routes/about.tsx', options('about')),
    // A static segment outranks `:category`, in any case (`/product/Banners` too).
    ...areaPriced.map((slug) =>
      route(at(`product/${slug}`), 'routes/area-category.tsx', { id: `${prefix || 'default'}/area-category-${slug}` }),
    ),
    route(at('product/:category'), 'routes/category.tsx', options('category')),
    // A long category's later pages (48 products each), and each category's products as one
    // file, for sorting and filtering across pages and for the search offline. Both name
    // their ids: the modules are shared by the languages.
    ...(paginated
      ? [
          route(at('product/:category/page/:page'), 'routes/category.tsx', {
            id: `${prefix || 'default'}/category-page`,
          }),
        ]
      : []),
    ...(listed
      ? [
          route(at('product/:category/products.json'), 'routes/category-index.ts', {
            id: `${prefix || 'default'}/category-index`,
          }),
        ]
      : []),
    route(at('product/:category/:slug'), 'routes/product.tsx', options('product')),
    route(at('order-product'), 'routes/order-product.tsx', options('order-product')),
    route(at('search'), 'routes/search.tsx', options('search')),
    route(at('order-list'), 'routes/order-list.tsx', options('order-list')),
    // The product shards the order pages fetch (ADR 0010): the module is shared, so ids are named.
    route(at('order-data/:shard'), 'routes/order-data.ts', { id: `${prefix || 'default'}/order-data` }),
    // The sharded search index (ADR 0009): its directory and term shards once, its row files in each language.
    route(at('search-data/:file'), 'routes/search-data.ts', { id: `${prefix || 'default'}/search-data` }),
    route(at('offline'), 'routes/offline.tsx', options('offline')),
    route(at('*'), 'routes/not-found.tsx', options('not-found')),
  ];
};

export default [
  // Prerendered to files from the catalogue.
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('sitemaps/:part', 'routes/sitemap-part.ts'),
  route('robots.txt', 'routes/robots.ts'),
  ...locales.flatMap((locale) => {
    const prefix = localePathPrefix(locale, locales).slice(1);
    return pages(prefix, prefix ? (name) => `${prefix}/${name}` : () => undefined);
  }),
] satisfies RouteConfig;
