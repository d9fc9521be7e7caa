import { Button, EmptyState } from '@storefront/ui';
import { localisePath, pageLocales } from '../i18n/locale';
import { m } from '../paraglide/messages.js';

/**
 * What the app shell (the page prerendered for `/order-product`) says without JavaScript:
 * it never starts, so it says why, in every language of the shop, each with
 * its way home, as the same HTML serves `/bn/…` too.
 */
export function ShellNoScript() {
  return (
    <noscript>
      {pageLocales.map((language, index) => (
        <div key={language} lang={language}>
          <EmptyState
            headingLevel={index === 0 ? 1 : 2}
            heading={m.noScript_pageHeading({}, { locale: language })}
            text={m.noScript_pageText({}, { locale: language })}
            actions={<Button href={localisePath('/', language)}>{m.goHome({}, { locale: language })}</Button>}
          />
        </div>
      ))}
    </noscript>
  );
}
