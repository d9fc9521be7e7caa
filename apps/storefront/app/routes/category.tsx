import { findCategory, productsInCategory } from '@storefront/catalog';
import { Button, EmptyState } from '@storefront/ui';
import { CategoryListing } from '../components/CategoryListing';
import { ProductPage } from '../components/ProductPage';
import { localeOfPath } from '../i18n/locale';
import { languageLinks } from '../i18n/meta';
import { m } from '../paraglide/messages.js';
import { shopIn, useShop } from '../shop';
import type { Route } from './+types/category';

/** Title, description, canonical (lower-case) URL and language links of the category page. */
export const meta: Route.MetaFunction = ({ params, location }) => {
  const locale = localeOfPath(location.pathname);
  const { catalogue, profile } = shopIn(locale);
  const category = findCategory(catalogue, params.category);
  if (!category) return [{ title: m.category_notFoundTitle({ shopName: profile.displayName }, { locale }) }];
  const name = category.name;
  return [
    { title: `${name} — ${profile.displayName}` },
    {
      name: 'description',
      content: profile.delivery
        ? m.category_descriptionDelivery({ category: name, state: profile.delivery.state }, { locale })
        : m.category_description({ category: name }, { locale }),
    },
    ...languageLinks(`/product/${category.slug}`, locale, profile.siteUrl),
  ];
};

/**
 * `/product/{category}` (spec §2 'Category listing'): 'Explore Our X Collection' and
 * a grid of product cards to sort and filter (issue 9), or the banner size calculator
 * for area-priced categories.
 * An unknown category explains itself and offers the real ones.
 */
export default function CategoryRoute({ params }: Route.ComponentProps) {
  const { catalogue } = useShop();
  const category = findCategory(catalogue, params.category);
  if (!category) {
    return (
      <EmptyState
        heading={m.category_notFoundHeading()}
        text={m.category_notFoundText({ category: params.category })}
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
