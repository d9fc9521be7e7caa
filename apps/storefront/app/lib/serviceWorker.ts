/**
 * Registers the service worker (`sw/sw.ts`, issue 12) once the page has loaded and the
 * browser is idle, so it never competes with the page itself; then asks it to save every
 * page of the page's language for offline use, unless the shopper asked the browser to
 * save data. Loaded on demand (workbox-window stays out of the first load).
 *
 * When a new deployment's worker takes over while a page is open, the page's code is
 * the old one: {@link useNewVersion} turns true, and links then load their page in full,
 * so the shopper gets the new code and prices on the next navigation.
 */
import { useSyncExternalStore } from 'react';
import type { PageLocale } from '../i18n/locale';

let newVersion = false;
const listeners = new Set<() => void>();

/** True once a newer deployment controls this page (its next navigation should load in full). */
export function useNewVersion(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => newVersion,
    () => false,
  );
}

/** Waits for the page's `load` event, then for an idle moment (at most `timeoutMs` more). */
function afterLoadAndIdle(timeoutMs = 4000): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(
    () =>
      new Promise<void>((resolve) =>
        'requestIdleCallback' in window
          ? requestIdleCallback(() => resolve(), { timeout: timeoutMs })
          : setTimeout(resolve, 1),
      ),
  );
}

/**
 * Registers `/sw.js` (production builds in browsers that have service workers) and asks
 * it to save the pages of `locale`. Never throws: a shop without a worker still works.
 */
export async function registerServiceWorker(locale: PageLocale): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  await afterLoadAndIdle();
  try {
    const { Workbox } = await import('workbox-window');
    const workbox = new Workbox('/sw.js');
    const hadController = navigator.serviceWorker.controller !== null;
    workbox.addEventListener('controlling', () => {
      // The first worker taking control is no new version; a later one is.
      if (!hadController) return;
      newVersion = true;
      listeners.forEach((listener) => listener());
    });
    await workbox.register();
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
    if (!saveData) void workbox.messageSW({ type: 'SAVE_PAGES', locale }).catch(() => undefined);
  } catch {
    // Blocked (private mode, an old browser): the shop works online as before.
  }
}
