import {
  Banner,
  BlogCard,
  BlogCardList,
  Button,
  CategoryCarousel,
  Inline,
  MediaTile,
  ProductCard,
  ProductGrid,
  Section,
  Text,
  Tiles,
} from '@storefront/ui';
import { localeOfPath, useLocale } from '../i18n/locale';
import { pageMeta } from '../seo/pageMeta';
import { shopJsonLd } from '../seo/structuredData';
import { productCardProps } from '../features/catalogue/productCard';
import { m } from '../paraglide/messages.js';
import { homePageData } from '../lib/shopData';
import { frameIn, useFrame } from '../shop';
import { shopIn } from '../data/shop.server';
import type { Route } from './+types/home';

/** The home page's own data, built while prerendering. */
export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const shop = shopIn(locale);
  return { ...homePageData(shop), jsonLd: shopJsonLd(shop.profile, locale) };
}

/** Title, description, language links, link previews and the shop's structured data. */
export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const locale = localeOfPath(location.pathname);
  const { profile } = frameIn(locale);
  return pageMeta({
    path: '/',
    locale,
    profile,
    title: profile.tagline ? `${profile.displayName} — ${profile.tagline}` : profile.displayName,
    description: loaderData?.home.description,
    jsonLd: loaderData?.jsonLd,
  });
};

/**
 * Home (spec §2): carousel, banner, Shop By Needs, Customized Categories, blogs, promo
 * and about, More Products; each section shown when the shop's content has it.
 */
export default function Home({ loaderData: { home, featured } }: Route.ComponentProps) {
  const { profile } = useFrame();
  const locale = useLocale();
  return (
    <>
      {home.carousel?.length ? <CategoryCarousel label={m.home_carousel()} categories={home.carousel} /> : null}
      {home.hero ? <Banner {...home.hero} headingLevel={1} priority /> : null}
      {home.shopByNeeds?.length ? (
        <Section heading={m.home_shopByNeeds()}>
          <Inline label={m.home_shopByNeedsList()} align="center">
            {home.shopByNeeds.map((tile) => (
              <MediaTile key={tile.href} {...tile} layout="inline" />
            ))}
          </Inline>
        </Section>
      ) : null}
      {home.categoryTiles?.length ? (
        <Section heading={home.categoryTilesHeading ?? m.home_categories()}>
          {/* Spec §9: 3 columns on small, 4 on medium, 7 on large screens. */}
          <Tiles label={m.home_allCategories()} columns={{ mobile: 3, md: 4, lg: 7 }} space="sm" justifyItems="center">
            {home.categoryTiles.map((tile) => (
              <MediaTile key={tile.href} {...tile} layout="stacked" />
            ))}
          </Tiles>
        </Section>
      ) : null}
      {home.blogPosts?.length ? (
        <Section heading={m.home_blogs()}>
          <BlogCardList label={m.home_articles()}>
            {home.blogPosts.map((post) => (
              <BlogCard key={post.href} {...post} />
            ))}
          </BlogCardList>
        </Section>
      ) : null}
      {home.promo ? <Banner {...home.promo} /> : null}
      {home.about ? (
        <Section heading={home.about.heading}>
          {home.about.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
          {profile.email ? (
            <div>
              <Button href={`mailto:${profile.email}`} tone="secondary">
                {m.home_getStarted()}
              </Button>
            </div>
          ) : null}
        </Section>
      ) : null}
      {featured.length > 0 ? (
        <Section heading={m.home_moreProducts()}>
          <ProductGrid label={m.home_moreProductsList()}>
            {featured.map((product) => (
              <ProductCard key={product.sku} {...productCardProps(product, locale)} />
            ))}
          </ProductGrid>
        </Section>
      ) : null}
    </>
  );
}

/** A failure on this page shows the shop's error page, with Try again and a way home. */
export { RouteErrorBoundary as ErrorBoundary } from '../components/PageError';
