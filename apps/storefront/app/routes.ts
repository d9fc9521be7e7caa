import { index, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { localePathPrefix } from '@storefront/catalog';
import { shopFolder, shopLocalesOf } from '../shopFolder.ts';

/** The shop's locales (its profile's `locales`, the default first): each has every page. */
const locales = shopLocalesOf(shopFolder());

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
    route(at('product/:category'), 'routes/category.tsx', options('category')),
    route(at('product/:category/:slug'), 'routes/product.tsx', options('product')),
    route(at('order-product'), 'routes/order-product.tsx', options('order-product')),
    route(at('search'), 'routes/search.tsx', options('search')),
    route(at('order-list'), 'routes/order-list.tsx', options('order-list')),
    route(at('offline'), 'routes/offline.tsx', options('offline')),
    route(at('*'), 'routes/not-found.tsx', options('not-found')),
  ];
};

export default [
  // Prerendered to files from the catalogue.
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  ...locales.flatMap((locale) => {
    const prefix = localePathPrefix(locale, locales).slice(1);
    return pages(prefix, prefix ? (name) => `${prefix}/${name}` : () => undefined);
  }),
] satisfies RouteConfig;
