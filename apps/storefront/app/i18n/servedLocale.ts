import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { localeOfPath, pageLocales, type PageLocale } from './locale';

const noChanges = () => () => {};

/**
 * The language of the page as the browser received it, so hydration finds no mismatch.
 * A page that was not prerendered starts from the SPA fallback, which is written in
 * English even at a Bengali address (`/bn/order-product`, an unknown `/bn/…`). While React
 * hydrates, this is that HTML's `<html lang>`, so the first render matches it word for
 * word; right after, it is the address's language, and the words switch. On the server
 * (prerendering) it is the address's language.
 * @returns 'en-IN' or 'bn-IN'
 */
export function useServedLocale(): PageLocale {
  const locale = localeOfPath(useLocation().pathname);
  return useSyncExternalStore(
    noChanges,
    () => locale,
    () => {
      if (typeof document === 'undefined') return locale;
      const served = document.documentElement.lang;
      return pageLocales.find((candidate) => candidate === served) ?? locale;
    },
  );
}
