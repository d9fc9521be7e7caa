import { findCategory, productsInCategory } from '@storefront/catalog';
import { Button, EmptyState } from '@storefront/ui';
import { CategoryListing } from '../components/CategoryListing';
import { ProductPage } from '../components/ProductPage';
import { catalogue, profile } from '../shop';
import type { Route } from './+types/category';

/** Title, description and canonical (lower-case) URL of the category page. */
export const meta: Route.MetaFunction = ({ params }) => {
  const category = findCategory(catalogue, params.category);
  if (!category) return [{ title: `Category not found — ${profile.displayName}` }];
  return [
    { title: `${category.name} — ${profile.displayName}` },
    {
      name: 'description',
      content: `Explore our ${category.name} collection. Order on WhatsApp${
        profile.delivery ? `; delivery across ${profile.delivery.state}` : ''
      }.`,
    },
    { tagName: 'link', rel: 'canonical', href: `/product/${category.slug}` },
  ];
};

/**
 * `/product/{category}` (spec §2 'Category listing'): 'Explore Our X Collection' and
 * a grid of product cards to sort and filter (issue 9), or the banner size calculator
 * for area-priced categories.
 * An unknown category explains itself and offers the real ones.
 */
export default function CategoryRoute({ params }: Route.ComponentProps) {
  const category = findCategory(catalogue, params.category);
  if (!category) {
    return (
      <EmptyState
        heading="We couldn’t find that category"
        text={`There is no “${params.category}” section in our shop. Try one of these instead:`}
        actions={catalogue.navigation.map((link) => (
          <Button key={link.href} href={link.href} tone="secondary" size="sm">
            {link.label}
          </Button>
        ))}
      />
    );
  }
  const products = productsInCategory(catalogue, category.slug);
  const areaPriced = products.find((product) => product.price.kind === 'per-area');
  if (category.layout === 'area-calculator' && areaPriced) {
    return <ProductPage key={areaPriced.sku} product={areaPriced} />;
  }
  return <CategoryListing category={category} products={products} />;
}
