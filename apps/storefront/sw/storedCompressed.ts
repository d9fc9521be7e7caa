/**
 * Saved pages kept gzip-compressed in the worker's cache, and given back as they came. A
 * browser's Cache Storage keeps a body as the page received it, decoded: the host's brotli
 * does not carry over. Listing pages, their data, category indexes and the search's shards
 * are text that compresses well: at 20,000 products a language's pages for every category and
 * the search came to 23.6 MB kept as they are, 2.9 MB compressed (the synthetic catalogue,
 * which repeats its words, 2026-11-28; the gift shop's pages compress about 2.5×; README,
 * 'Offline after one visit'). The platform's `CompressionStream` and `DecompressionStream`
 * do the work (no library: every browser with a service worker the shop supports has them).
 * An answer saved before (without the header below) is given back unchanged.
 */
import type { WorkboxPlugin } from 'workbox-core';

/** The header that marks a saved answer whose body is stored gzip-compressed. */
export const STORED_ENCODING_HEADER = 'x-shop-stored-encoding';

/** True where this browser can compress and decompress streams (every one the worker runs in). */
const canCompress = typeof CompressionStream === 'function' && typeof DecompressionStream === 'function';

/**
 * `response` as it is to be stored: the same status and headers (its `Date` dates the saved
 * copy), its body gzip-compressed, marked by {@link STORED_ENCODING_HEADER}, without the
 * host's `Content-Length` and `Content-Encoding` (they describe another body). Unchanged
 * where the browser cannot compress, or for an answer without a body.
 * @param response - an answer of the host, not yet read (its body is consumed).
 */
export function compressedForStorage(response: Response): Response {
  if (!canCompress || !response.body || response.headers.has(STORED_ENCODING_HEADER)) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  headers.set(STORED_ENCODING_HEADER, 'gzip');
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * A saved answer as the page is to get it: its body decompressed, without the marker, where
 * {@link compressedForStorage} stored it compressed; any other answer unchanged.
 */
export function fromStorage(response: Response): Response {
  if (response.headers.get(STORED_ENCODING_HEADER) !== 'gzip' || !response.body) return response;
  const headers = new Headers(response.headers);
  headers.delete(STORED_ENCODING_HEADER);
  headers.delete('content-length');
  return new Response(response.body.pipeThrough(new DecompressionStream('gzip')), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * `response` compressed for storage ({@link compressedForStorage}), read whole: the answer to
 * store, and how many bytes its stored body takes.
 */
export async function storedCopy(response: Response): Promise<{ readonly stored: Response; readonly bytes: number }> {
  const compressed = compressedForStorage(response);
  const body = await compressed.arrayBuffer();
  const stored = new Response(body, {
    status: compressed.status,
    statusText: compressed.statusText,
    headers: compressed.headers,
  });
  return { stored, bytes: body.byteLength };
}

/**
 * A Workbox plugin for the pages strategy: stores each answer compressed and gives saved ones
 * back decompressed. List it before the plugins that look at the saved answer it gives back
 * (`savedCopies` compares it with the one the strategy sends).
 */
export const storedCompressed: WorkboxPlugin = {
  // Only a 200 is saved, as Workbox saves without a plugin that decides.
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? compressedForStorage(response) : null),
  cachedResponseWillBeUsed: async ({ cachedResponse }) => (cachedResponse ? fromStorage(cachedResponse) : null),
};
