/**
 * Absolute addresses of the shop's own pages, for links that leave the site (a WhatsApp
 * message, a share sheet). Spec §7; issue 9.
 */
import { useHydrated } from './hydrated';

/**
 * `path` as an absolute URL on the site's own origin ('/product/mugs/white' →
 * 'https://shop.example/product/mugs/white'). Prerendered HTML has no origin yet, so it
 * holds the path; the browser fills in its origin right after hydration.
 */
export function useAbsoluteUrl(path: string): string {
  return useHydrated() ? new URL(path, window.location.origin).href : path;
}
