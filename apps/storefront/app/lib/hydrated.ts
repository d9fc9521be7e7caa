/**
 * Knowing whether the page has hydrated, for what prerendered HTML cannot know (the
 * page's origin, the query string, the browser's abilities). Rendering those only after
 * hydration keeps the first client render identical to the HTML (no hydration errors).
 */
import { startTransition, useEffect, useState } from 'react';

/** Whether this page has hydrated: set by the first hook's effect, read by every hook mounted after. */
let pageHydrated = false;

/**
 * False while rendering prerendered HTML and hydrating it, true from the next render on; a
 * component first rendered after hydration (a client navigation) is true at once.
 *
 * The flip is a transition, which React renders in 5 ms slices. It was a
 * `useSyncExternalStore` whose server snapshot differed from its client one: React re-renders
 * such a store's users synchronously, in one task, once hydration commits. On a listing of 48
 * cards that was a 210 ms long task at 4× CPU slowdown (Lighthouse's TBT; issue 35's ≤ 50 ms).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * Marks the page as interactive, `<html data-hydrated>`, once {@link useHydrated} is true:
 * the end-to-end tests wait for it before they tap. Called by the root layout and its error
 * page, once a page.
 */
export function useMarkHydrated(): void {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = '';
  }, [hydrated]);
}
