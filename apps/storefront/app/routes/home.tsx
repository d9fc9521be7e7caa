import { productsBySku } from '@storefront/catalog';
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
import { productCardProps } from '../lib/productCard';
import { catalogue, content, profile } from '../shop';
import type { Route } from './+types/home';

/** Title and description for search results and shared links. */
export const meta: Route.MetaFunction = () => [
  { title: profile.tagline ? `${profile.displayName} — ${profile.tagline}` : profile.displayName },
  ...(content.home?.description ? [{ name: 'description', content: content.home.description }] : []),
];

/**
 * Home (spec §2): carousel, banner, Shop By Needs, Customized Categories, blogs, promo
 * and about, More Products; each section shown when the shop's content has it.
 */
export default function Home() {
  const home = content.home ?? {};
  const featured = productsBySku(catalogue, home.featuredSkus ?? []);
  return (
    <>
      {home.carousel?.length ? <CategoryCarousel label="Popular categories" categories={home.carousel} /> : null}
      {home.hero ? <Banner {...home.hero} headingLevel={1} priority /> : null}
      {home.shopByNeeds?.length ? (
        <Section heading="Shop By Needs">
          <Inline label="Shop by needs" align="center">
            {home.shopByNeeds.map((tile) => (
              <MediaTile key={tile.href} {...tile} layout="inline" />
            ))}
          </Inline>
        </Section>
      ) : null}
      {home.categoryTiles?.length ? (
        <Section heading="Customized Categories">
          {/* Spec §9: 3 columns on small, 4 on medium, 7 on large screens. */}
          <Tiles label="All categories" columns={{ mobile: 3, md: 4, lg: 7 }} space="sm" justifyItems="center">
            {home.categoryTiles.map((tile) => (
              <MediaTile key={tile.href} {...tile} layout="stacked" />
            ))}
          </Tiles>
        </Section>
      ) : null}
      {home.blogPosts?.length ? (
        <Section heading="From The Blogs">
          <BlogCardList label="Articles">
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
                Get Started
              </Button>
            </div>
          ) : null}
        </Section>
      ) : null}
      {featured.length > 0 ? (
        <Section heading="More Products">
          <ProductGrid label="More products">
            {featured.map((product) => (
              <ProductCard key={product.sku} {...productCardProps(product)} />
            ))}
          </ProductGrid>
        </Section>
      ) : null}
    </>
  );
}
