import { listedProduct, type ListedProduct } from '@storefront/catalog';
import {
  buildSearchIndex,
  SEARCH_ROWS_PER_FILE,
  type SearchIndexFiles,
  type SearchRows,
} from '@storefront/catalog/search';
import { catalogue, search } from 'virtual:shop-data/search';
import { shopIn } from '../data/shop.server';
import { defaultLocale, localeOfPath, type PageLocale } from '../i18n/locale';

/** The index, built once per build (every file of it is prerendered from the same one). */
let built: SearchIndexFiles | undefined;

/**
 * `/search-data/{file}`, prerendered to a file each (ADR 0009): `index.json` (the
 * directory) and `t{n}.json` (term shard n) of the sharded search index over the catalogue
 * in every language (`virtual:shop-data/search`), once; `r{n}.json` (row file n) in each
 * language (`/bn/search-data/r3.json`): the products at those catalogue positions as a
 * listing carries them (`listedProduct`, in the address's language; the server build's
 * pictures already have their fingerprinted addresses). Anything else, or a number past
 * the last, gets a 404.
 * @throws Error when a language's catalogue is not in the search's order (the build stops).
 */
// Typed by hand like the order shards: the file is the whole segment.
export function loader({ request, params }: { request: Request; params: { file?: string } }) {
  built ??= buildSearchIndex(catalogue, search);
  const locale = localeOfPath(new URL(request.url).pathname);
  const [, kind, n] = /^(?:index|([tr])(0|[1-9]\d{0,5}))\.json$/.exec(params.file ?? '') ?? [];
  const once = locale === defaultLocale;
  const file =
    params.file === 'index.json' && once
      ? built.directory
      : kind === 't' && once
        ? built.termShards[Number(n)]
        : kind === 'r' && Number(n) < built.directory.rowFiles
          ? rowsIn(built.directory.version, locale, Number(n))
          : undefined;
  if (!file) return new Response('Not found', { status: 404 });
  return new Response(JSON.stringify(file), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}

/** Row file `n` in `locale`: the listed products at the search index's positions n × 24 onwards. */
function rowsIn(version: string, locale: PageLocale, n: number): SearchRows<ListedProduct> {
  const start = n * SEARCH_ROWS_PER_FILE;
  const products = shopIn(locale).catalogue.products.slice(start, start + SEARCH_ROWS_PER_FILE);
  products.forEach((product, i) => {
    const indexed = catalogue.products[start + i]?.sku;
    if (product.sku !== indexed) {
      throw new Error(`search-data: ${locale} has ${product.sku} at position ${start + i}, the search ${indexed}`);
    }
  });
  return { version, products: products.map(listedProduct) };
}
