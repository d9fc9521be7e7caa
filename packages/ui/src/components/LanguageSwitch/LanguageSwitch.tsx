import type { MouseEventHandler } from 'react';
import { headerAction } from '../../private/headerAction.css';
import * as styles from './LanguageSwitch.css';

/** Props of {@link LanguageSwitch}. */
export interface LanguageSwitchProps {
  /** The same page in the other language, with the query kept (e.g. '/bn/search?q=mug'). */
  href: string;
  /** The other language's BCP 47 tag (e.g. 'bn-IN'): the link's `lang` and `hreflang`. */
  locale: string;
  /** The other language's own name, shown in that language (e.g. 'বাংলা', 'English'). */
  label: string;
  /** Called when the shopper follows the link (e.g. to remember the choice). */
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/**
 * The header's language switch: a real link to the same page in the other
 * language, named in that language (and marked `lang`, so screen readers say it right).
 * It is a plain anchor, not a router link: the new page loads as a whole, in its own
 * language, with its own words and fonts.
 */
export function LanguageSwitch({ href, locale, label, onClick }: LanguageSwitchProps) {
  return (
    <a href={href} lang={locale} hrefLang={locale} className={headerAction} onClick={onClick}>
      <span className={styles.label}>{label}</span>
    </a>
  );
}
