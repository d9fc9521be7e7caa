import { findCategory, findProductByPath, productPath } from '@storefront/catalog';
import { Button, EmptyState } from '@storefront/ui';
import { ProductPage } from '../components/ProductPage';
import { searchPath } from '../lib/productSearch';
import { localeOfPath } from '../i18n/locale';
import { languageLinks } from '../i18n/meta';
import { m } from '../paraglide/messages.js';
import { shopIn, useShop } from '../shop';
import type { Route } from './+types/product';

/** Title, description, canonical address and language links of a product page (issues 9, 11). */
export const meta: Route.MetaFunction = ({ params, location }) => {
  const locale = localeOfPath(location.pathname);
  const { catalogue, profile } = shopIn(locale);
  const product = findProductByPath(catalogue, params.category, params.slug);
  if (!product) return [{ title: m.product_notFoundTitle({ shopName: profile.displayName }, { locale }) }];
  const category = product.categorySlug ? findCategory(catalogue, product.categorySlug) : undefined;
  const path = productPath(product);
  return [
    { title: `${product.title}${category ? ` — ${category.name}` : ''} — ${profile.displayName}` },
    { name: 'description', content: product.subtitle || product.title },
    ...(path ? languageLinks(path, locale, profile.siteUrl) : []),
  ];
};

/**
 * `/product/{category}/{slug}` (issue 9): every product's own page, prerendered, so a
 * direct visit, a reload and a shared link all work. An unknown slug explains itself and
 * offers a search for its words, the category (when that part of the address is right)
 * and the home page.
 */
export default function ProductRoute({ params }: Route.ComponentProps) {
  const { catalogue } = useShop();
  const product = findProductByPath(catalogue, params.category, params.slug);
  if (!product) {
    const category = findCategory(catalogue, params.category);
    // The words of the address, to search for: 'heart-mug' → 'heart mug'.
    const words = params.slug.replace(/[-_]+/g, ' ').trim().slice(0, 60);
    return (
      <EmptyState
        heading={m.product_notFoundHeading()}
        text={
          category
            ? m.product_notFoundInCategory({ slug: params.slug, category: category.name })
            : m.product_notFoundText()
        }
        actions={
          <>
            <Button href={searchPath(words)}>{m.product_searchFor({ words })}</Button>
            {category ? (
              <Button href={`/product/${category.slug}`} tone="secondary">
                {m.product_seeAll({ category: category.name })}
              </Button>
            ) : null}
            <Button href="/" tone="secondary">
              {m.goHome()}
            </Button>
          </>
        }
      />
    );
  }
  return <ProductPage key={product.sku} product={product} />;
}
