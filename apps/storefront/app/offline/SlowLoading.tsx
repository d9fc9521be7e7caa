import { Button, Link, Text } from '@storefront/ui';
import { useLocation } from 'react-router';
import { pathWithoutLocale, type PageLocale } from '../i18n/locale';
import { m } from '../paraglide/messages.js';

/** Props of {@link SlowLoading}. */
export interface SlowLoadingProps {
  /**
   * `reload` (default) offers Try again: a link to this page's address, which loads the
   * page in full (with its query) once script runs, and still works as a plain link when
   * the script never came. `home` offers a link home instead, for the app shell, whose
   * HTML does not know the address it is served at.
   */
  way?: 'reload' | 'home';
  /** The locale of the words, when the page's own is not yet known (the app shell). */
  locale?: PageLocale;
  /** Where home is for `way="home"`: the home page of `locale` (`/`, `/bn`). */
  home?: string;
}

/**
 * What a loading region says once loading takes too long (every "Loading…"
 * has a time limit, then a message and a way out): give it as `SkeletonRegion`'s `slow`.
 */
export function SlowLoading({ way = 'reload', locale, home = '/' }: SlowLoadingProps) {
  const options = locale ? { locale } : {};
  const { pathname, search } = useLocation();
  return (
    <>
      <Text>{m.loading_slow({}, options)}</Text>
      {way === 'reload' ? (
        <Link
          href={pathWithoutLocale(pathname) + search}
          onClick={(event) => {
            event.preventDefault();
            window.location.reload();
          }}
        >
          {m.error_tryAgain({}, options)}
        </Link>
      ) : (
        <Button size="sm" href={home}>
          {m.goHome({}, options)}
        </Button>
      )}
    </>
  );
}
