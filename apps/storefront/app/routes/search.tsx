import type { ProductSearch } from '@storefront/catalog/search';
import { Button, EmptyState, ProductCard, ProductGrid, Section, Skeleton, SkeletonRegion } from '@storefront/ui';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useHydrated } from '../lib/hydrated';
import { productCardProps } from '../lib/productCard';
import { loadProductSearch } from '../lib/productSearch';
import { catalogue, profile } from '../shop';
import type { Route } from './+types/search';

/** Title of the results page; kept out of search engines' results (it has no content of its own). */
export const meta: Route.MetaFunction = () => [
  { title: `Search — ${profile.displayName}` },
  { name: 'robots', content: 'noindex' },
];

/**
 * `/search?q=…` (issue 9): a prerendered shell whose results are found on the client,
 * with the query kept in the address. Nothing found says so and suggests the shop's
 * main categories.
 */
export default function SearchRoute() {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const query = hydrated ? (params.get('q') ?? '').trim() : '';
  const [search, setSearch] = useState<ProductSearch | undefined>();
  useEffect(() => {
    let live = true;
    void loadProductSearch().then((loaded) => live && setSearch(loaded));
    return () => {
      live = false;
    };
  }, []);

  if (!hydrated || (query !== '' && !search)) {
    return (
      <SkeletonRegion label="Searching…">
        <Skeleton width="50%" height="2rem" />
        <Skeleton shape="block" height="12rem" />
      </SkeletonRegion>
    );
  }
  if (query === '') {
    return (
      <EmptyState
        heading="Search our shop"
        text="Type what you are looking for in the search box above, for example “visiting card” or “photo mug”."
      />
    );
  }
  const results = search?.search(query, 48) ?? [];
  if (results.length === 0) {
    return (
      <EmptyState
        heading={`Nothing found for “${query}”`}
        text="Check the spelling, try a shorter word, or look in one of our popular categories:"
        actions={catalogue.navigation.map((link) => (
          <Button key={link.href} href={link.href} tone="secondary" size="sm">
            {link.label}
          </Button>
        ))}
      />
    );
  }
  return (
    <Section
      heading={`Search results for “${query}”`}
      headingLevel={1}
      intro={`${results.length} ${results.length === 1 ? 'product' : 'products'} found`}
    >
      <ProductGrid label="Search results">
        {results.map((product) => (
          <ProductCard key={product.sku} {...productCardProps(product)} />
        ))}
      </ProductGrid>
    </Section>
  );
}
