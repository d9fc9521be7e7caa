import { Button, EmptyState } from '@storefront/ui';
import { PageError } from '../components/PageError';
import { isMissingPage } from '../offline/pageErrors';
import { ProductPage } from '../features/catalogue/ProductPage';
import { found, messageShop, shopIn } from '../data/shop.server';
import { localeOfPath } from '../i18n/locale';
import { pageMeta } from '../seo/pageMeta';
import { productPageJsonLdAll } from '../seo/structuredData';
import { searchPath } from '../features/search/searchQuery';
import { productPageAt } from '../lib/shopData';
import { m } from '../paraglide/messages.js';
import { frameIn, useFrame } from '../shop';
import { asVariant, basePaise, findVariant, isOrderable, productPath } from '@storefront/catalog';
import type { Route } from './+types/product';

/** The product page's own data, built while prerendering; an unknown address gets a 404. */
export function loader({ url, params }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const shop = shopIn(locale);
  const page = found(productPageAt(shop, messageShop(), params.category, params.slug));
  return { ...page, jsonLd: productPageJsonLdAll(page, locale, shop.profile) };
}

/** Title, description, canonical address, language links, link previews and structured data. */
export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const locale = localeOfPath(location.pathname);
  const { profile } = frameIn(locale);
  if (!loaderData) return [{ title: m.product_notFoundTitle({ shopName: profile.displayName }, { locale }) }];
  const { category, variantSku } = loaderData;
  // An old address of a grouped product previews its own variant; its canonical address is the product's.
  const variant = variantSku ? findVariant(loaderData.product, variantSku) : undefined;
  const product = variant ? asVariant(loaderData.product, variant) : loaderData.product;
  const path = productPath(product) ?? '/';
  return pageMeta({
    path,
    locale,
    profile,
    title: `${product.title}${category ? ` — ${category.name}` : ''} — ${profile.displayName}`,
    description: product.subtitle || product.title,
    type: 'product',
    image: product.images[0],
    // The price of its unit of sale (a pack of 100 cards: ₹200), as the JSON-LD offer states it.
    offer: {
      paise: product.price.kind === 'per-area' ? product.price.paisePerSquareFoot : (basePaise(product.price) ?? null),
      available: isOrderable(product),
    },
    jsonLd: loaderData.jsonLd,
  });
};

/**
 * `/product/{category}/{slug}`: every product's own page, prerendered, so a
 * direct visit, a reload and a shared link all work.
 */
export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  return <ProductPage key={loaderData.product.sku} page={loaderData} />;
}

/**
 * An unknown product explains itself and offers a search for the address's words, the
 * category (when that part of the address is right) and the home page.
 */
export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  const { categories } = useFrame();
  if (!isMissingPage(error)) return <PageError error={error} />;
  const slug = params.slug ?? '';
  const segment = (params.category ?? '').toLowerCase();
  const category = categories.find((candidate) => candidate.slug.toLowerCase() === segment);
  // The words of the address, to search for: 'heart-mug' → 'heart mug'.
  const words = slug.replace(/[-_]+/g, ' ').trim().slice(0, 60);
  return (
    <EmptyState
      heading={m.product_notFoundHeading()}
      text={category ? m.product_notFoundInCategory({ slug, category: category.name }) : m.product_notFoundText()}
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
