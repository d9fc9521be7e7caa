import { AppShell, Banner, Footer, Header, Notice, ProductCard, ProductGrid, Section } from '@storefront/ui';
import { catalogue, content, profile } from './shop';
import { quickOrderUrl } from './orderLink';

/** The whole shop on one page: hero, then each category's products. */
export function App() {
  return (
    <AppShell
      header={
        <Header
          shopName={profile.displayName}
          logo={profile.logo}
          homeHref="/"
          navItems={catalogue.categories.map((category) => ({ label: category.name, href: `#${category.slug}` }))}
        />
      }
      notice={
        profile.isPlaceholderContact ? (
          <Notice tone="warning">Demo shop: orders go to a placeholder WhatsApp number.</Notice>
        ) : undefined
      }
      footer={
        <Footer
          action={{ label: 'Chat with us on WhatsApp', href: `https://wa.me/${profile.whatsAppNumber}` }}
          copyright={`© ${profile.copyrightYear} ${profile.displayName}`}
          socialLinks={[
            ...(profile.socialUrl
              ? [{ label: `${profile.displayName} on Instagram`, href: profile.socialUrl, icon: 'social' as const }]
              : []),
            ...(profile.videoChannelUrl
              ? [{ label: `${profile.displayName} videos`, href: profile.videoChannelUrl, icon: 'video' as const }]
              : []),
          ]}
        />
      }
    >
      {content.home?.hero ? <Banner {...content.home.hero} headingLevel={1} priority /> : null}
      {catalogue.categories.map((category) => (
        <Section key={category.slug} id={category.slug} heading={category.name}>
          <ProductGrid label={category.name}>
            {catalogue.products
              .filter((product) => product.categorySlug === category.slug)
              .map((product) => (
                <ProductCard
                  key={product.sku}
                  title={product.title}
                  subtitle={product.subtitle}
                  image={product.images[0]}
                  price={product.price}
                  minQuantity={product.minQuantity}
                  buyHref={quickOrderUrl(product, profile)}
                />
              ))}
          </ProductGrid>
        </Section>
      ))}
    </AppShell>
  );
}
