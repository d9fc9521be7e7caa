/**
 * The shop's product search, loaded on demand (ADR 0009): the search's code and the sharded
 * index's directory are fetched when the shopper first focuses the search field or opens
 * /search, never with the first paint of other pages, and each query then fetches only the
 * files it needs (`localSearch.ts`). The search runs in a worker (`search.worker.ts`), so
 * parsing the index and ranking thousands of matches never blocks a tap or a keystroke; a
 * browser without workers, or a page whose worker could not start (its file gone with a new
 * deployment), searches on the page itself.
 */
import type { ProductSearch } from '@storefront/catalog/search';
import { localisePath, type PageLocale } from '../../i18n/locale';
import type { FoundProduct } from './localSearch';
import type * as LocalSearchModule from './localSearch';
import type { SearchReply, SearchRequest } from './searchMessages';
import { retryLoad } from '../../lib/retryLoad';

export type { FoundProduct } from './localSearch';

/** A request the worker has not answered yet, kept to be run on the page if the worker fails. */
interface Waiting {
  readonly request: Omit<SearchRequest, 'id'>;
  resolve(products: FoundProduct[]): void;
  reject(error: unknown): void;
}

/** The search worker, started by the first search; undefined before, and after it failed. */
let worker: Worker | undefined;
/** Whether to search in a worker: this browser has them and the search's worker has not failed. */
let inWorker = typeof Worker === 'function';
/** The worker's unanswered requests by id. */
const waiting = new Map<number, Waiting>();
/** The last request's id. */
let lastId = 0;

/** The page's own search module (no worker), imported once; forgotten if it failed to load. */
const loadLocalSearch: () => Promise<typeof LocalSearchModule> = retryLoad(() => import('./localSearch'));

/**
 * Runs `request` on the page (no worker): the same search, in this thread. Its module is
 * imported once: each `import()` resolves in a task of its own, even for a module already
 * loaded, and at 4× CPU slowdown a frame can be drawn between two tasks.
 */
async function onPage(request: Omit<SearchRequest, 'id'>): Promise<FoundProduct[]> {
  const { searchHere } = await loadLocalSearch();
  return searchHere(request);
}

/** The search worker, started once. If it fails, its unanswered requests run on the page. */
function searchWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module', name: 'search' });
  started.addEventListener('message', ({ data }: MessageEvent<SearchReply>) => {
    const request = waiting.get(data.id);
    if (!request) return;
    waiting.delete(data.id);
    if ('products' in data) request.resolve(data.products);
    else request.reject(Object.assign(new Error(data.failure.message), { name: data.failure.name }));
  });
  // Its file could not be loaded (a new deployment removed it; offline before it was saved)
  // or it broke: the page searches itself from now on, starting with what was asked.
  started.addEventListener('error', (event) => {
    event.preventDefault();
    started.terminate();
    worker = undefined;
    inWorker = false;
    const unanswered = [...waiting.values()];
    waiting.clear();
    for (const { request, resolve, reject } of unanswered) onPage(request).then(resolve, reject);
  });
  worker = started;
  return started;
}

/** Asks the worker (or, without one, the page) for `request`'s products. */
function ask(request: Omit<SearchRequest, 'id'>): Promise<FoundProduct[]> {
  if (!inWorker) return onPage(request);
  lastId += 1;
  const id = lastId;
  return new Promise((resolve, reject) => {
    waiting.set(id, { request, resolve, reject });
    searchWorker().postMessage({ ...request, id } satisfies SearchRequest);
  });
}

/** Each language's search, once loaded (or loading); a failed load is forgotten. */
const loadedSearches = new Map<PageLocale, Promise<ProductSearch<FoundProduct>>>();

/**
 * The product search in `locale`: its results are listed products in that language. Its
 * code and directory are loaded first, once per page load: later calls get the same search,
 * without another round to the worker before each query.
 * @returns a promise that rejects when the code or the directory cannot be fetched (offline
 *   before the search was ever loaded, a dropped connection); the next call tries again.
 *   A search rejects likewise when a file it needs cannot be fetched.
 */
export function loadProductSearch(locale: PageLocale): Promise<ProductSearch<FoundProduct>> {
  let loaded = loadedSearches.get(locale);
  if (!loaded) {
    const home = localisePath('/', locale);
    const language = home === '/' ? '' : home;
    const asked = ask({ language }).then((): ProductSearch<FoundProduct> => ({
      search: (query, limit) => ask({ language, query, limit }),
    }));
    asked.catch(() => loadedSearches.get(locale) === asked && loadedSearches.delete(locale));
    loadedSearches.set(locale, asked);
    loaded = asked;
  }
  return loaded;
}
