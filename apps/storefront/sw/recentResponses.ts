/**
 * One answer for a request asked again within a few seconds (a click shows its
 * page within 100 ms because its data was prefetched on intent).
 *
 * React Router prefetches a link's page data (`.data`) when the shopper's pointer or
 * finger rests on it, and fetches the same address again on the click. The worker asks
 * the host for page data every time (`cache: 'no-cache'`, so it never reads an older
 * deployment's data from the HTTP cache), so without this the click costs a second round
 * trip to the host (a `304`), 150–600 ms on mobile data. The worker keeps each answer, or
 * the request still on its way, for `ttlMs` and gives the click a copy of it.
 *
 * Within one deployment a page's data never changes; a new deployment's worker starts with
 * nothing remembered, so no answer outlives `ttlMs` or crosses deployments.
 */

/** Gives the answer of `fetchResponse` for `key`, or a copy of one given in the last `ttlMs`. */
export type RecentResponses = (key: string, fetchResponse: () => Promise<Response>) => Promise<Response>;

/**
 * A memory of recent answers, by key (the request's full address).
 * @param ttlMs how long an answer is reused, in ms, counted from when it was asked for.
 * @param now the clock, in ms (tests pass their own).
 * @returns a function that fetches once per key and `ttlMs`; every caller gets its own
 *   copy (`Response.clone()`), so each can read the body. A failed request (rejected, or
 *   a status outside 200–299) is forgotten at once, so the next caller asks again.
 */
export function recentResponses(ttlMs: number, now: () => number = Date.now): RecentResponses {
  const recent = new Map<string, { at: number; response: Promise<Response> }>();
  return (key, fetchResponse) => {
    const time = now();
    for (const [address, entry] of recent) if (time - entry.at >= ttlMs) recent.delete(address);
    let entry = recent.get(key);
    if (!entry) {
      const remembered = { at: time, response: fetchResponse() };
      const forget = () => {
        if (recent.get(key) === remembered) recent.delete(key);
      };
      remembered.response.then((response) => {
        if (!response.ok) forget();
      }, forget);
      recent.set(key, remembered);
      entry = remembered;
    }
    // The remembered answer's own body is never read, so it can be copied for every caller.
    return entry.response.then((response) => response.clone());
  };
}
