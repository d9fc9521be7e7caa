import { shopIn } from '../data/shop.server';
import { localeOfPath } from '../i18n/locale';
import { categoryIndexData } from '../lib/shopData';

/**
 * `/product/{category}/products.json` (and `/bn/…`), prerendered to a file for each
 * category: every product of the category in the address's language ({@link categoryIndexData}),
 * in catalogue order. A long category's listing fetches it only when a shopper sorts or
 * filters, so the choice covers the whole category and not one page; offline, the search reads
 * its results from the saved indexes (the service worker keeps them, not the search's row
 * files; `features/search/localSearch.ts`). An unknown category gets a 404.
 */
// Typed by hand: the route exists only in a shop with a category (app/routes.ts), so React
// Router's generated types may not.
export function loader({ request, params }: { request: Request; params: { category?: string } }) {
  const index = categoryIndexData(shopIn(localeOfPath(new URL(request.url).pathname)), params.category ?? '');
  if (!index) return new Response('Not found', { status: 404 });
  return new Response(JSON.stringify(index), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
