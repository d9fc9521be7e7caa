import { buildSearchIndex, type SearchIndexFiles } from '@storefront/catalog/search';
import { catalogue, search } from 'virtual:shop-data/search';

/** The index, built once per build (every file of it is prerendered from the same one). */
let built: SearchIndexFiles | undefined;

/**
 * `/search-data/{file}`, prerendered to a file each (ADR 0009): `index.json` (the
 * directory), `t{n}.json` (term shard n) and `r{n}.json` (row file n) of the sharded search
 * index over the catalogue in every language (`virtual:shop-data/search`: the server build's
 * copy, whose pictures already have their fingerprinted addresses). Anything else, or a
 * number past the last, gets a 404.
 */
// Typed by hand like the order shards: the file is the whole segment.
export function loader({ params }: { params: { file?: string } }) {
  built ??= buildSearchIndex(catalogue, search);
  const [, kind, n] = /^(?:index|([tr])(0|[1-9]\d{0,5}))\.json$/.exec(params.file ?? '') ?? [];
  const file =
    params.file === 'index.json'
      ? built.directory
      : kind === 't'
        ? built.termShards[Number(n)]
        : kind === 'r'
          ? built.rowFiles[Number(n)]
          : undefined;
  if (!file) return new Response('Not found', { status: 404 });
  return new Response(JSON.stringify(file), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
