import {
  EmptyState,
  Notice,
  ProductCard,
  ProductGrid,
  searchQueryMaxLength,
  Section,
  Skeleton,
  SkeletonRegion,
} from '@storefront/ui';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { CategoryButtons } from '../features/catalogue/CategoryButtons';
import { PageError } from '../components/PageError';
import { useHydrated } from '../lib/hydrated';
import { productCardProps } from '../features/catalogue/productCard';
import { loadProductSearch } from '../features/search/productSearch';
import { searchQueryOf } from '../features/search/searchQuery';
import { useSearchResults } from '../features/search/useSearchResults';
import { defaultLocale, useLocale } from '../i18n/locale';
import { shellPageMeta } from '../seo/shellPageMeta';
import { m } from '../paraglide/messages.js';
import type { Route } from './+types/search';
import { SlowLoading } from '../offline/SlowLoading';
import { useFrame } from '../shop';

/** Title, description, canonical address (without the query) and link previews of the results page. */
export const meta: Route.MetaFunction = ({ location }) =>
  shellPageMeta(location.pathname, '/search', (shopName, locale) => m.search_title({ shopName }, { locale }));

// The results are this page's content, so the search's code and index start downloading as
// soon as this module runs (before the app has hydrated), not after its first render. A
// failure is forgotten here: the page's own request below tries again and says so.
if (typeof document !== 'undefined') loadProductSearch(defaultLocale).catch(() => undefined);

/**
 * `/search?q=…`: a prerendered shell whose results are found on the client,
 * with the query kept in the address. Nothing found says so and suggests the shop's
 * main categories; so does the page without JavaScript. When the search cannot
 * be fetched (offline on a first visit, a dropped connection), the page says so and
 * offers Try again instead of waiting forever.
 */
export default function SearchRoute() {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  // At most as long as the search field takes; a longer `q` is cut, and the page says so.
  const { query, shortened } = hydrated ? searchQueryOf(params) : { query: '', shortened: false };
  const withNote = (content: ReactNode) =>
    shortened ? (
      <>
        <Notice>{m.search_shortened({ max: searchQueryMaxLength })}</Notice>
        {content}
      </>
    ) : (
      content
    );
  const { profile } = useFrame();
  const locale = useLocale();
  // The page's results: 48 at most, searched once hydrated (the address holds the query).
  const found = useSearchResults(query, 48, locale, hydrated);
  const answered = found.query === query;

  // The search's code or index could not be fetched: say why, with Try again and a way home.
  if (hydrated && query !== '' && answered && found.failure) return <PageError error={found.failure} />;

  if (!hydrated || (query !== '' && !(answered && found.products))) {
    return (
      <>
        {/* Without JavaScript nothing can search: say so and offer the categories. */}
        <noscript>
          <EmptyState
            heading={m.search_needsJavaScriptHeading()}
            text={m.search_needsJavaScriptText()}
            actions={<CategoryButtons />}
          />
        </noscript>
        <SkeletonRegion label={m.search_loading()} slow={<SlowLoading />}>
          <Skeleton width="50%" height="2rem" />
          <Skeleton shape="block" height="12rem" />
        </SkeletonRegion>
      </>
    );
  }
  if (query === '') {
    // The shop's own examples (profile searchExamples), when it gives two.
    const [first, second] = profile.searchExamples ?? [];
    const text = first && second ? m.search_emptyText({ first, second }) : m.search_emptyTextPlain();
    return <EmptyState heading={m.search_emptyHeading()} text={text} />;
  }
  // The search keeps every language's words; the results are listed in the page's.
  const results = found.products ?? [];
  if (results.length === 0) {
    return withNote(
      <EmptyState
        heading={m.search_nothingHeading({ query })}
        text={m.search_nothingText()}
        actions={<CategoryButtons />}
      />,
    );
  }
  return withNote(
    <Section
      heading={m.search_resultsHeading({ query })}
      headingLevel={1}
      intro={m.search_found({ count: results.length })}
    >
      <ProductGrid label={m.search_resultsList()}>
        {results.map((product, index) => (
          // The first row is the page's largest paint (two cards on a phone): loaded at once, not lazily.
          <ProductCard key={product.sku} {...productCardProps(product, locale)} headingLevel={2} priority={index < 2} />
        ))}
      </ProductGrid>
    </Section>,
  );
}

/** A failure on this page shows the shop's error page, with Try again and a way home. */
export { RouteErrorBoundary as ErrorBoundary } from '../components/PageError';
