/**
 * Absolute addresses of the shop's own pages, for links that leave the site (a WhatsApp
 * message, a share sheet). Spec §7; issue 9.
 */
import { useSyncExternalStore } from 'react';

/** The page's origin never changes while it is open. */
const noChanges = () => () => undefined;

/**
 * `path` as an absolute URL on the site's own origin ('/product/mugs/white' →
 * 'https://shop.example/product/mugs/white'). Prerendered HTML has no origin yet, so it
 * holds the path; the browser fills in its origin right after hydration.
 */
export function useAbsoluteUrl(path: string): string {
  const origin = useSyncExternalStore(
    noChanges,
    () => window.location.origin,
    () => '',
  );
  return origin ? new URL(path, origin).href : path;
}
