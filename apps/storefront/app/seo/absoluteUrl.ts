/**
 * Absolute addresses of the shop's own pages, for links that leave the site (a WhatsApp
 * message, a share sheet). Spec §7.
 */
import { absoluteUrl } from './meta';
import { useFrame } from '../shop';
import { useHydrated } from '../lib/hydrated';

/**
 * `path` as an absolute URL on the site's own origin ('/product/mugs/white' →
 * 'https://shop.example/product/mugs/white'). Prerendered HTML, which has no origin yet,
 * uses the shop's public address (profile `siteUrl`), so its WhatsApp links work before
 * and without JavaScript, or the bare path when the shop has none; the browser
 * puts its own origin in right after hydration.
 */
export function useAbsoluteUrl(path: string): string {
  const { profile } = useFrame();
  return useHydrated() ? new URL(path, window.location.origin).href : absoluteUrl(path, profile.siteUrl);
}
