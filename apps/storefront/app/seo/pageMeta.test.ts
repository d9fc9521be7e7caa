import { describe, expect, it } from 'vitest';
import type { MetaDescriptor } from 'react-router';
import { frameIn } from '../shop';
import { pageMeta } from './pageMeta';
import { shopJsonLd } from './structuredData';

const site = 'https://prints.example.in';
const profile = { ...frameIn('bn-IN').profile, siteUrl: site };

/** The `content` of the descriptor with this `property` or `name`. */
const content = (meta: MetaDescriptor[], key: string) =>
  meta.find((item) => ('property' in item && item.property === key) || ('name' in item && item.name === key)) as
    { content: string } | undefined;

describe("a page's meta for search engines and link previews", () => {
  it('gives a Bengali product page absolute addresses, its own picture and Open Graph / Twitter tags', () => {
    const meta = pageMeta({
      path: '/product/custom-mugs/white-photo-mug',
      locale: 'bn-IN',
      profile,
      title: 'সাদা ফটো মগ',
      description: 'মগ',
      type: 'product',
      image: { src: '/assets/mug.jpg', width: 1200, height: 900, alt: 'একটি মগ' },
    });
    expect(meta).toContainEqual({ title: 'সাদা ফটো মগ' });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: `${site}/bn/product/custom-mugs/white-photo-mug`,
    });
    expect(content(meta, 'og:url')?.content).toBe(`${site}/bn/product/custom-mugs/white-photo-mug`);
    expect(content(meta, 'og:type')?.content).toBe('product');
    expect(content(meta, 'og:locale')?.content).toBe('bn_IN');
    expect(content(meta, 'og:image')?.content).toBe(`${site}/assets/mug.jpg`);
    expect(content(meta, 'og:image:alt')?.content).toBe('একটি মগ');
    expect(content(meta, 'twitter:card')?.content).toBe('summary_large_image');
    expect(content(meta, 'twitter:image')?.content).toBe(`${site}/assets/mug.jpg`);
  });

  it('falls back to the 1200 × 630 shop card, and can keep a page out of search results', () => {
    const meta = pageMeta({ path: '/search', locale: 'en-IN', profile, title: 'Search', noindex: true });
    expect(content(meta, 'og:image')?.content).toBe(`${site}/shop-card.png`);
    expect(content(meta, 'og:image:width')?.content).toBe('1200');
    expect(content(meta, 'og:image:height')?.content).toBe('630');
    expect(content(meta, 'robots')?.content).toBe('noindex');
  });

  it('carries structured data as JSON-LD descriptors', () => {
    const meta = pageMeta({ path: '/', locale: 'en-IN', profile, title: 'Home', jsonLd: shopJsonLd(profile, 'en-IN') });
    const data = meta.flatMap((item) => ('script:ld+json' in item ? [item['script:ld+json']] : []));
    expect(data).toMatchObject([
      { '@type': 'Store', url: `${site}/`, image: `${site}/shop-card.png` },
      { '@type': 'WebSite', potentialAction: { target: { urlTemplate: `${site}/search?q={search_term_string}` } } },
    ]);
  });

  it('gives a product page its offer for link previews: the price of its unit of sale, or none on request', () => {
    const page = { path: '/p', locale: 'en-IN', profile, title: 'Cards', type: 'product' } as const;
    const cards = pageMeta({ ...page, offer: { paise: 20000, available: true } });
    expect(content(cards, 'product:price:amount')?.content).toBe('200.00');
    expect(content(cards, 'product:price:currency')?.content).toBe('INR');
    expect(content(cards, 'product:availability')?.content).toBe('in stock');
    const stickers = pageMeta({ ...page, offer: { paise: null, available: true } });
    expect(content(stickers, 'product:price:amount')).toBeUndefined();
    const pen = pageMeta({ ...page, offer: { paise: null, available: false } });
    expect(content(pen, 'product:availability')?.content).toBe('out of stock');
  });
});
