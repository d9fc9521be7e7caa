import { index, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * Spec §2 routes, every product's own page (issue 9), the order list (issue 10), and a
 * catch-all that explains a wrong address.
 */
export default [
  index('routes/home.tsx'),
  route('about-us', 'routes/about.tsx'),
  route('product/:category', 'routes/category.tsx'),
  route('product/:category/:slug', 'routes/product.tsx'),
  route('order-product', 'routes/order-product.tsx'),
  route('search', 'routes/search.tsx'),
  route('order-list', 'routes/order-list.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
