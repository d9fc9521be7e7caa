import { featuredProducts } from '@storefront/catalog';
import {
  Banner,
  BlogCard,
  BlogCardList,
  Button,
  CategoryCarousel,
  CategoryTile,
  CategoryTileGrid,
  ProductCard,
  ProductGrid,
  Section,
  ShopByNeedsCard,
  ShopByNeedsRow,
  Text,
} from '@storefront/ui';
import { productCardProps } from '../lib/productCard';
import { catalogue, profile } from '../shop';
import type { Route } from './+types/home';

/** Title and description for search results and shared links. */
export const meta: Route.MetaFunction = () => [
  { title: `${profile.displayName} — ${profile.tagline}` },
  {
    name: 'description',
    content:
      'Business cards, banners, calendars, photo frames, mugs and personalised gifts, printed in West Bengal. Order on WhatsApp.',
  },
];

/** Home (spec §2): carousel, banner, Shop By Needs, Customized Categories, blogs, promo and about, More Products. */
export default function Home() {
  const { home } = catalogue;
  return (
    <>
      <CategoryCarousel label="Popular categories" categories={home.carousel} />
      <Banner heading={home.hero.heading} text={home.hero.text} image={home.hero.image} headingLevel={1} priority />
      <Section heading="Shop By Needs">
        <ShopByNeedsRow label="Shop by needs">
          {home.shopByNeeds.map((tile) => (
            <ShopByNeedsCard key={tile.href} {...tile} />
          ))}
        </ShopByNeedsRow>
      </Section>
      <Section heading="Customized Categories">
        <CategoryTileGrid label="All categories">
          {home.categoryTiles.map((tile) => (
            <CategoryTile key={tile.href} {...tile} />
          ))}
        </CategoryTileGrid>
      </Section>
      <Section heading="From The Blogs">
        <BlogCardList label="Articles">
          {home.blogPosts.map((post) => (
            <BlogCard key={post.href} {...post} />
          ))}
        </BlogCardList>
      </Section>
      <Banner heading={home.promo.heading} text={home.promo.text} image={home.promo.image} />
      <Section heading={`About ${profile.displayName}`}>
        <Text>
          Since {profile.foundedYear} we have printed for over {profile.customerCount.toLocaleString('en-IN')} customers
          in our shop. Today you can order over 5,000 print products and 15,000+ customizable gifts online — from a
          single item — with delivery to every reachable PIN code in West Bengal, or visit us in store. Call us on{' '}
          {profile.phone}.
        </Text>
        <div>
          <Button href={`mailto:${profile.email}`} tone="secondary">
            Get Started
          </Button>
        </div>
      </Section>
      <Section heading="More Products">
        <ProductGrid label="More products">
          {featuredProducts(catalogue).map((product) => (
            <ProductCard key={product.sku} {...productCardProps(product)} />
          ))}
        </ProductGrid>
      </Section>
    </>
  );
}
