/**
 * The address without a trailing slash: `/bn/` → `/bn`, `/about-us/?x=1#top` →
 * `/about-us?x=1#top`; `/` and addresses without one are returned as they are.
 *
 * Why: a static host serves `/about-us/` the same prerendered page as
 * `/about-us`, but React Router asks for a trailing-slash address's data at
 * `/about-us/_.data`, which the build does not write (it writes `about-us.data`), so Back
 * to such an address, or any reload of its data, would show the error page.
 * @param pathname - `location.pathname`
 * @param rest - what follows it (`location.search + location.hash`)
 * @returns the path and `rest`, or `undefined` when the path has no trailing slash
 */
export function withoutTrailingSlash(pathname: string, rest = ''): string | undefined {
  if (pathname.length <= 1 || !pathname.endsWith('/')) return undefined;
  return (pathname.replace(/\/+$/, '') || '/') + rest;
}
