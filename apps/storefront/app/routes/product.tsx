import { findCategory, findProductByPath, productPath } from '@storefront/catalog';
import { Button, EmptyState } from '@storefront/ui';
import { ProductPage } from '../components/ProductPage';
import { searchPath } from '../lib/productSearch';
import { catalogue, profile } from '../shop';
import type { Route } from './+types/product';

/** Title, description and canonical address of a product page (issue 9). */
export const meta: Route.MetaFunction = ({ params }) => {
  const product = findProductByPath(catalogue, params.category, params.slug);
  if (!product) return [{ title: `Product not found — ${profile.displayName}` }];
  const category = product.categorySlug ? findCategory(catalogue, product.categorySlug) : undefined;
  return [
    { title: `${product.title}${category ? ` — ${category.name}` : ''} — ${profile.displayName}` },
    { name: 'description', content: product.subtitle || product.title },
    { tagName: 'link', rel: 'canonical', href: productPath(product) },
  ];
};

/**
 * `/product/{category}/{slug}` (issue 9): every product's own page, prerendered, so a
 * direct visit, a reload and a shared link all work. An unknown slug explains itself and
 * offers a search for its words, the category (when that part of the address is right)
 * and the home page.
 */
export default function ProductRoute({ params }: Route.ComponentProps) {
  const product = findProductByPath(catalogue, params.category, params.slug);
  if (!product) {
    const category = findCategory(catalogue, params.category);
    // The words of the address, to search for: 'heart-mug' → 'heart mug'.
    const words = params.slug.replace(/[-_]+/g, ' ').trim().slice(0, 60);
    return (
      <EmptyState
        heading="We couldn’t find that product"
        text={
          category
            ? `There is no “${params.slug}” among our ${category.name}. It may have been renamed: search for it, or have a look at the collection.`
            : 'The address may be mistyped, or the product has moved. Search for it, or start from the home page.'
        }
        actions={
          <>
            <Button href={searchPath(words)}>Search for “{words}”</Button>
            {category ? (
              <Button href={`/product/${category.slug}`} tone="secondary">
                See all {category.name}
              </Button>
            ) : null}
            <Button href="/" tone="secondary">
              Go to the home page
            </Button>
          </>
        }
      />
    );
  }
  return <ProductPage key={product.sku} product={product} />;
}
