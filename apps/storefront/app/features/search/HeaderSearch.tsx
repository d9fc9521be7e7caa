import { productPath } from '@storefront/catalog';
import { SearchBox, searchBoxLabels } from '@storefront/ui';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { localisePath, pathWithoutLocale, useLocale } from '../../i18n/locale';
import { useHydrated } from '../../lib/hydrated';
import type * as SuggestionModule from './searchSuggestion';
import { searchPath, searchQueryOf } from './searchQuery';
import { loadSearchCode, useSearchResults } from './useSearchResults';
import { m } from '../../paraglide/messages.js';
import { useFrame } from '../../shop';

/** How many suggestions show under the field while typing. */
const SUGGESTIONS = 6;

/**
 * The search box's placeholder in the page's language: the shop's own examples
 * ('Search: mugs, visiting cards…'; profile `searchExamples`), or plain words
 * when the shop gives none.
 */
export function searchPlaceholder(examples: readonly string[] | undefined): string {
  return examples?.length ? m.search_placeholder({ examples: examples.join(', ') }) : m.search_placeholderPlain();
}

/**
 * The header's search: suggestions as you type from the product search,
 * which loads on first focus; a suggestion opens its product, Search opens /search?q=.
 * What only suggestions need (the search's code, the way a suggestion words its price) loads
 * then too, not with the page: the header is on every page (the first-load budget, README
 * "Performance budgets").
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const { categories, profile } = useFrame();
  const locale = useLocale();
  const [query, setQuery] = useState('');
  // The search loads on first focus (or first keystroke), never with the page.
  const [wanted, setWanted] = useState(false);
  const [words, setWords] = useState<typeof SuggestionModule>();
  const askedForWords = useRef(false);
  const load = () => {
    // Warm the code and the index's directory at once. Without them (no connection) the field
    // shows no suggestions but still opens the results page, which says what went wrong.
    if (!wanted) {
      setWanted(true);
      loadSearchCode(locale).catch(() => undefined);
    }
    // The suggestions' wording; if its file did not arrive, the next keystroke asks again.
    if (!words && !askedForWords.current) {
      askedForWords.current = true;
      import('./searchSuggestion').then(setWords, () => {
        askedForWords.current = false;
      });
    }
  };
  const found = useSearchResults(query, SUGGESTIONS, locale, wanted);
  // A found product's title and page at once; its category and price once their wording has loaded.
  const suggestions = (found.products ?? []).map((product) => ({
    id: product.sku,
    label: product.title,
    detail: words?.suggestionDetail(product, categories, locale),
    href: localisePath(productPath(product) ?? searchPath(product.title), locale),
  }));
  // On the results page the field shows its query (read after hydration, as prerendered
  // HTML has none); elsewhere it starts empty. A new query remounts the field with it.
  const hydrated = useHydrated();
  const initial =
    hydrated && pathWithoutLocale(location.pathname) === '/search'
      ? searchQueryOf(new URLSearchParams(location.search)).query
      : '';
  return (
    <SearchBox
      key={initial}
      // The search box's words, with the shop's examples of what it sells (profile searchExamples).
      labels={{ ...searchBoxLabels(), placeholder: searchPlaceholder(profile.searchExamples) }}
      action={localisePath('/search', locale)}
      // The site's CSP (form-action 'none') lets no browser send it; without JavaScript it is hidden.
      scriptOnly
      defaultQuery={initial}
      suggestions={suggestions}
      loading={found.products === undefined}
      onFocus={load}
      onQueryChange={(value) => {
        setQuery(value);
        load();
      }}
      onSelect={(item) => void navigate(item.href)}
      onSubmit={(value) => void navigate(localisePath(searchPath(value), locale))}
    />
  );
}
