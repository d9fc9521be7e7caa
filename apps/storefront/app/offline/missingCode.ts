import { markNewVersion } from './newVersion';

/**
 * A page of the previous deployment that asks for one of its code files after a new
 * deployment has replaced them gets a 404, and Vite fires `vite:preloadError` on the
 * window. Then, so that a deployment strands no one:
 * - the page counts as outdated, as when a new service worker arrives: links load their
 *   page in full (onto the new build) and the new-version card says prices may have changed;
 * - a page that cannot be drawn without the missing code (the order page and the order
 *   list, which need the catalogue) loads once in full ({@link reloadForMissingCode}). If
 *   the code is missing again within {@link MISSING_CODE_RELOAD_WINDOW_MS}, it does not
 *   reload again (no loop): the page says it could not be shown and offers Try again.
 * A file that fails because the phone is offline is no new deployment: nothing happens.
 */

/** sessionStorage key: when this tab last reloaded for missing code (ms since the epoch). */
export const MISSING_CODE_RELOAD_KEY = 'storefront.reloadedForMissingCode';
/** Within this long after a reload for missing code, a second failure shows the error instead (ms). */
export const MISSING_CODE_RELOAD_WINDOW_MS = 60_000;

/** True once a code file of this page's build was found missing while online. */
let codeMissing = false;

/** What {@link reloadOnce} needs of the tab; tests pass their own. */
export interface ReloadingTab {
  /** The tab's sessionStorage (may throw when storage is blocked). */
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** Loads the page in full. */
  reload: () => void;
  /** The clock, in ms since the epoch. */
  now: () => number;
}

/**
 * Loads the page in full unless the tab already did so for missing code in the last
 * {@link MISSING_CODE_RELOAD_WINDOW_MS}, or its sessionStorage cannot record that it did
 * (a reload could then loop).
 * @returns true when the page reloads.
 */
export function reloadOnce(tab: ReloadingTab): boolean {
  try {
    const last = Number(tab.storage.getItem(MISSING_CODE_RELOAD_KEY));
    const time = tab.now();
    if (Number.isFinite(last) && last > 0 && time - last >= 0 && time - last < MISSING_CODE_RELOAD_WINDOW_MS) {
      return false;
    }
    tab.storage.setItem(MISSING_CODE_RELOAD_KEY, String(time));
  } catch {
    return false;
  }
  tab.reload();
  return true;
}

/**
 * For a page that failed to load code it cannot do without: when that code is missing
 * because a new deployment replaced it, loads the page once in full, onto the new build.
 * @returns true when the page reloads; false when the caller should show its error.
 */
export function reloadForMissingCode(): boolean {
  if (!codeMissing || typeof window === 'undefined') return false;
  return reloadOnce({ storage: window.sessionStorage, reload: () => window.location.reload(), now: Date.now });
}

/**
 * Records that a file of this page's build is gone (a new deployment replaced it): what
 * `vite:preloadError` means for code, and a product shard of another build for data
 * (`orderProducts.ts`). Offline, a failure says nothing about deployments: nothing happens.
 */
export function markCodeMissing(): void {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return;
  codeMissing = true;
  markNewVersion();
}

/** Listens for `vite:preloadError` in the browser (does nothing during prerendering). */
export function watchForMissingCode(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('vite:preloadError', markCodeMissing);
}
