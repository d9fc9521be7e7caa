/**
 * Knowing whether the page has hydrated, for what prerendered HTML cannot know (the
 * page's origin, the query string, the browser's abilities). Rendering those only after
 * hydration keeps the first client render identical to the HTML (no hydration errors).
 */
import { useSyncExternalStore } from 'react';

/** Nothing these hooks read changes while the page is open. */
const noChanges = () => () => undefined;

/** False while rendering prerendered HTML and hydrating it, true from the next render on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
