import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { client, prerenderedPaths } from './pageChecks';
import { expect, test } from './support';

/**
 * Every prerendered page in both languages (issue 11): its language, canonical address and
 * hreflang links, and the fonts each language downloads. walk.spec.ts visits every page.
 */

/** The shop's public address the build wrote into every page (profile siteUrl / VITE_SHOP_SITE_URL). */
const siteUrl = /<link rel="canonical" href="(https?:\/\/[^/"]+)/.exec(
  readFileSync(join(client, 'index.html'), 'utf8'),
)?.[1];

/**
 * A page's `<html lang>`, canonical address and hreflang alternates, read from its
 * prerendered HTML, as site paths (each must be absolute on the shop's public address).
 */
function languageLinksOf(path: string) {
  const html = readFileSync(join(client, path, 'index.html'), 'utf8');
  const attribute = (tag: string, name: string) => {
    const value = new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
    if (name !== 'href' || value === undefined) return value;
    expect(value.startsWith(`${siteUrl}/`), `${path}: ${value} is absolute`).toBe(true);
    return value.slice(siteUrl!.length);
  };
  const links = html.match(/<link [^>]*>/g) ?? [];
  const alternates = Object.fromEntries(
    links
      .filter((tag) => attribute(tag, 'rel') === 'alternate')
      .map((tag) => [attribute(tag, 'hrefLang'), attribute(tag, 'href')]),
  );
  return {
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    canonical: links.filter((tag) => attribute(tag, 'rel') === 'canonical').map((tag) => attribute(tag, 'href')),
    alternates,
  };
}

test('every prerendered page has its language, a canonical address in it, and hreflang pairs both ways', () => {
  expect(siteUrl).toMatch(/^https?:\/\//);
  const paths = prerenderedPaths();
  const bengali = paths.filter((path) => path === '/bn' || path.startsWith('/bn/'));
  expect(bengali.length).toBeGreaterThan(100);
  expect(paths.length).toBe(bengali.length * 2);
  for (const path of paths) {
    const inBengali = bengali.includes(path);
    const page = languageLinksOf(path);
    expect(page.lang, path).toBe(inBengali ? 'bn-IN' : 'en-IN');
    const english = page.alternates['en-IN'];
    expect(english, `${path} links its English twin`).toBeDefined();
    expect(page.alternates, path).toEqual({
      'en-IN': english,
      'bn-IN': english === '/' ? '/bn' : `/bn${english}`,
      'x-default': english,
    });
    expect(page.canonical, path).toEqual([inBengali ? page.alternates['bn-IN'] : english]);
    // The twin exists and links back to the same pair.
    const twin = inBengali ? english! : page.alternates['bn-IN']!;
    expect(paths, `${path} → ${twin}`).toContain(twin);
    expect(languageLinksOf(twin).alternates, `${twin} links back`).toEqual(page.alternates);
  }
});

test('English pages download no Bengali text font; Bengali pages preload the two they paint with', async ({ page }) => {
  const fonts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.woff2')) fonts.push(new URL(response.url()).pathname);
  });
  for (const path of ['/', '/product/custom-mugs/white-photo-mug', '/order-list', '/search?q=mug']) {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
  }
  expect(fonts.length).toBeGreaterThan(0);
  // Latin subsets only, the 1 KB rupee sign, and the switch's 2 KB 'বাংলা' (language-names.woff2).
  expect(fonts.filter((font) => !/\/assets\/(.+-(latin|rupee)|language-names)-[\w-]+\.woff2$/.test(font))).toEqual([]);

  fonts.length = 0;
  await page.goto('/bn/product/custom-mugs');
  await page.evaluate(() => document.fonts.ready);
  const preloads = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  // The two Bengali files it paints with, and the two Latin ones every page preloads (issue 12).
  expect(preloads).toHaveLength(4);
  expect(preloads.filter((font) => /^\/assets\/(noto-sans-bengali|baloo-da-2)-bengali-/.test(font))).toHaveLength(2);
  for (const font of preloads) expect(fonts).toContain(font);
  // The text is drawn in them: the heading's Bengali font has loaded.
  expect(await page.evaluate(() => document.fonts.check('700 2rem "Baloo Da 2 Variable"', 'সংগ্রহ'))).toBe(true);
});
