import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support';

/**
 * Findable: what search engines and link previews read, parsed from the
 * prerendered HTML and files of the build: titles, descriptions, Open Graph and Twitter
 * tags, JSON-LD, sitemap.xml and robots.txt.
 */

const client = join(import.meta.dirname, '..', 'build', 'client');
const read = (file: string) => readFileSync(join(client, file), 'utf8');
const pageHtml = (path: string) => read(join(path, 'index.html'));

/** The `content` of `<meta property|name=key>`. */
function metaContent(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:property|name)="${key.replace(/[:]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return tag?.[1]?.replace(/&amp;/g, '&');
}

/** Every JSON-LD object of a page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

const ofType = (html: string, type: string) => jsonLd(html).filter((data) => data['@type'] === type);
const siteUrl = /<link rel="canonical" href="(https?:\/\/[^/"]+)/.exec(pageHtml('/'))?.[1] ?? '';

for (const path of ['/', '/about-us', '/product/custom-mugs', '/product/custom-mugs/white-photo-mug', '/bn/search']) {
  test(`${path} has a title, a description and link-preview tags with an absolute picture`, () => {
    const html = pageHtml(path);
    expect(/<title>[^<]+<\/title>/.test(html)).toBe(true);
    expect(metaContent(html, 'description')?.length).toBeGreaterThan(20);
    expect(metaContent(html, 'og:title')).toBeTruthy();
    expect(metaContent(html, 'og:url')).toBe(
      /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&'),
    );
    expect(metaContent(html, 'og:image')).toMatch(new RegExp(`^${siteUrl}/`));
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
  });
}

test('a product page describes the product, its offer in rupees and its breadcrumbs, in its language', () => {
  const html = pageHtml('/bn/product/custom-mugs/white-photo-mug');
  const [product] = ofType(html, 'Product');
  expect(product).toMatchObject({
    name: 'সাদা ফটো মগ',
    url: `${siteUrl}/bn/product/custom-mugs/white-photo-mug`,
    offers: { '@type': 'Offer', priceCurrency: 'INR', price: '200.00', availability: 'https://schema.org/InStock' },
  });
  expect((product!.image as string[])[0]).toMatch(new RegExp(`^${siteUrl}/assets/`));
  expect(metaContent(html, 'og:image')).toBe((product!.image as string[])[0]);
  const [crumbs] = ofType(html, 'BreadcrumbList');
  expect((crumbs!.itemListElement as { item: string }[]).map((crumb) => crumb.item)).toEqual([
    `${siteUrl}/bn`,
    `${siteUrl}/bn/product/custom-mugs`,
    `${siteUrl}/bn/product/custom-mugs/white-photo-mug`,
  ]);
});

test('a category page lists its products in order as an ItemList', () => {
  const html = pageHtml('/product/custom-mugs');
  const [list] = ofType(html, 'ItemList');
  const cards = html.match(/<article/g)?.length ?? 0;
  expect(list!.numberOfItems).toBe(cards);
  expect((list!.itemListElement as { url: string }[])[0]!.url).toMatch(new RegExp(`^${siteUrl}/product/custom-mugs/`));
});

test('home and about describe the shop as a local store, and the site search', () => {
  for (const path of ['/', '/bn/about-us']) {
    const html = pageHtml(path);
    // The state in the page's language (a Bengali page says পশ্চিমবঙ্গ); the country as its ISO code.
    const state = path.startsWith('/bn') ? 'পশ্চিমবঙ্গ' : 'West Bengal';
    expect(ofType(html, 'Store')[0], path).toMatchObject({
      name: 'Print & Gift Studio',
      foundingDate: '2015',
      address: { postalCode: '732103', addressRegion: state, addressCountry: 'IN' },
      areaServed: { name: state },
    });
    expect(ofType(html, 'WebSite')[0]?.potentialAction, path).toMatchObject({
      '@type': 'SearchAction',
      target: { urlTemplate: `${siteUrl}${path.startsWith('/bn') ? '/bn' : ''}/search?q={search_term_string}` },
    });
  }
});

test('sitemap.xml is a sitemap index of files that list every page to index in both languages with hreflang alternates; robots.txt points to it', () => {
  const index = read('sitemap.xml');
  const files = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(siteUrl, ''));
  // The gift shop's 350-odd addresses fit in one file of the 50,000 a file may hold.
  expect(files).toEqual(['/sitemaps/1.xml']);
  const sitemap = files.map((file) => read(file.slice(1))).join('\n');
  expect(sitemap).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(siteUrl, ''));
  expect(locs).toContain('/');
  expect(locs).toContain('/bn/about-us');
  expect(locs).toContain('/product/gifts/big-ganesha-statue');
  expect(locs).toContain('/bn/product/gifts/big-ganesha-statue');
  expect(locs).not.toContain('/search');
  expect(locs).not.toContain('/product/Calendar');
  expect(new Set(locs).size).toBe(locs.length);
  // Every listed page exists, with its canonical address being the listed one.
  for (const loc of locs) {
    expect(/<link rel="canonical" href="([^"]+)"/.exec(pageHtml(loc))?.[1], loc).toBe(`${siteUrl}${loc}`);
  }
  expect(sitemap.match(/hreflang="bn-IN"/g)?.length).toBe(locs.length);
  expect(read('robots.txt')).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  // The search results and the order list are one visitor's, not a search engine's.
  for (const path of ['/search', '/bn/search', '/order-list', '/bn/order-list', '/offline']) {
    expect(pageHtml(path), path).toContain('<meta name="robots" content="noindex"/>');
  }
  expect(pageHtml('/about-us')).not.toContain('name="robots"');
});

test('the shop card for link previews is a 1200 × 630 PNG, and the web app manifests open the app in their language', () => {
  const png = readFileSync(join(client, 'shop-card.png'));
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  const bengali = JSON.parse(read('bn/manifest.webmanifest')) as {
    start_url: string;
    lang: string;
    icons: { purpose: string }[];
  };
  expect(bengali).toMatchObject({ start_url: '/bn', lang: 'bn-IN' });
  expect(bengali.icons.map((icon) => icon.purpose)).toContain('maskable');
  expect(pageHtml('/bn')).toContain('<link rel="manifest" href="/bn/manifest.webmanifest"/>');
});
