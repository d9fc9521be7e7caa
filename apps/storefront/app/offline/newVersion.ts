/**
 * Whether a newer deployment than this page's code is out (a new deployment must never leave
 * a shopper on stale prices): {@link useNewVersion} turns true when a new worker installs or
 * takes over (`serviceWorker.ts`, loaded after the page) or a code file is gone
 * (`missingCode.ts`), and links then load their page in full, so the shopper gets the new code
 * and prices on the next navigation. A browser looks for a new worker only when a page loads in
 * full, and a tab a shopper keeps open for days only navigates within the app: so the page also
 * asks on every navigation and whenever it is shown again ({@link checkForNewVersion}). Kept
 * apart from the worker's registration, so every page's first load carries only this.
 */
import type { Workbox } from 'workbox-window';
import { useSyncExternalStore } from 'react';

let newVersion = false;
const listeners = new Set<() => void>();
/** The registered worker's handle, once registered. */
let registered: Workbox | undefined;
/** When the page last asked the host for a new worker (ms since the epoch). */
let lastCheck = 0;

/** How often, at most, the page asks the host for a new worker (ms). */
const NEW_VERSION_CHECK_INTERVAL_MS = 60_000;

/**
 * Asks the host whether a new deployment is out (a new deployment must never leave
 * a shopper on stale prices), at most once per {@link NEW_VERSION_CHECK_INTERVAL_MS}:
 * a conditional request for `/sw.js` (a 304 of a few hundred bytes when nothing changed).
 * A new worker installs, takes over and turns {@link useNewVersion} true. Does nothing
 * before the worker is registered or once a new version is known; never throws (offline,
 * the check fails quietly and the next one tries again).
 */
export function checkForNewVersion(): void {
  const now = Date.now();
  if (!registered || newVersion || now - lastCheck < NEW_VERSION_CHECK_INTERVAL_MS) return;
  lastCheck = now;
  registered.update().catch(() => undefined);
}

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

/**
 * Turns {@link useNewVersion} true, once, and tells every listener: this page's code is
 * an older deployment's (a newer worker arrived, or a code file is gone, see `missingCode.ts`).
 */
export function markNewVersion(): void {
  if (newVersion) return;
  newVersion = true;
  listeners.forEach((listener) => listener());
}

/**
 * Called by the registration (`serviceWorker.ts`) once `/sw.js` is registered: from then on,
 * {@link checkForNewVersion} asks `workbox` for a new worker.
 */
export function setRegisteredWorker(workbox: Workbox): void {
  registered = workbox;
}
