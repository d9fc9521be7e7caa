/**
 * Registers the service worker (`sw/sw.ts`) once the page has loaded and the
 * browser is idle, so it never competes with the page itself; then asks it to save every
 * page of the page's language for offline use, unless the shopper asked the browser to
 * save data. workbox-window is loaded on demand, so it stays out of the first load.
 *
 * When a new deployment's worker installs (or takes over) while a page is open, the
 * page's code is the old one: `useNewVersion` (`newVersion.ts`) turns true, and links then
 * load their page in full. This module is not in any page's first load: the root imports it
 * after hydration.
 */
import type { PageLocale } from '../i18n/locale';
import { checkForNewVersion, markNewVersion, setRegisteredWorker } from './newVersion';

/** True once the page listens for a new worker taking over. */
let watching = false;

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
 * Turns `useNewVersion` true when a worker takes over from another one (the first
 * worker taking control of a page is no new version), and asks for a new worker whenever
 * the page is shown again (back from WhatsApp, or to a tab left open for days). Called
 * before registering, so the first worker's takeover is seen.
 */
function watchForNewVersion(): void {
  if (watching) return;
  watching = true;
  let controlled = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!controlled) {
      controlled = true;
      return;
    }
    markNewVersion();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForNewVersion();
  });
}

/**
 * Turns `useNewVersion` true as soon as a newer deployment's worker has installed:
 * it holds the new code, and a page loaded in full gets the new pages and code whichever
 * worker controls it (pages are network first; new code has new file names). The page
 * need not wait for the new worker to take over, which the browser puts off while the old
 * worker finishes a task (saving pages for offline use). A worker installing while the
 * page has no controller is the page's first, not a new deployment's.
 */
function watchForUpdates(registration: ServiceWorkerRegistration): void {
  const watch = (worker: ServiceWorker | null) => {
    if (!worker || navigator.serviceWorker.controller === null) return;
    const installed = () => {
      if (worker.state !== 'installing' && worker.state !== 'redundant') markNewVersion();
    };
    worker.addEventListener('statechange', installed);
    installed();
  };
  registration.addEventListener('updatefound', () => watch(registration.installing));
  // One found before the page was listening (the browser checks on every full load).
  watch(registration.installing ?? registration.waiting);
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
    watchForNewVersion();
    const registration = await workbox.register();
    if (!registration) return;
    watchForUpdates(registration);
    setRegisteredWorker(workbox);
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
    if (!saveData) void workbox.messageSW({ type: 'SAVE_PAGES', locale }).catch(() => undefined);
  } catch {
    // Blocked (private mode, an old browser): the shop works online as before.
  }
}
