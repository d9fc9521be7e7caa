import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { client, prerenderedPaths } from './pageChecks';
import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './support';

/**
 * Every prerendered page in both languages: its language, canonical address and
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

/** The paths of the font files `page` downloads from now on, filled in as they arrive. */
function downloadedFonts(page: Page): string[] {
  const fonts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.woff2')) fonts.push(new URL(response.url()).pathname);
  });
  return fonts;
}

/**
 * The fonts Chromium draws the text of the elements `locator` matches with (DevTools'
 * "Rendered fonts"): family, PostScript name, and whether the page downloaded it.
 */
async function renderedFonts(page: Page, locator: Locator) {
  await locator.evaluateAll((elements) => elements.forEach((element) => element.setAttribute('data-font-probe', '')));
  const session = await page.context().newCDPSession(page);
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  const { root } = await session.send('DOM.getDocument');
  const { nodeIds } = await session.send('DOM.querySelectorAll', {
    nodeId: root.nodeId,
    selector: '[data-font-probe]',
  });
  const fonts = [];
  for (const nodeId of nodeIds) fonts.push(...(await session.send('CSS.getPlatformFontsForNode', { nodeId })).fonts);
  await session.detach();
  await locator.evaluateAll((elements) => elements.forEach((element) => element.removeAttribute('data-font-probe')));
  return fonts.map(({ familyName, postScriptName, isCustomFont }) => ({ familyName, postScriptName, isCustomFont }));
}

/** A category page's Bengali body text: the product cards' descriptions (regular weight). */
const bengaliBodyText = (page: Page) => page.locator('main li p');

test("English pages download no Bengali text font; Bengali pages preload the heading one and draw body text with the phone's own", async ({
  page,
}) => {
  // Android phones ship Noto Sans Bengali; CI installs it (Debian's fonts-noto-core) so this
  // browser is like theirs.
  expect(
    execFileSync('fc-list', [':family=Noto Sans Bengali'], { encoding: 'utf8' }),
    'apt-get install fonts-noto-core',
  ).toMatch(/NotoSansBengali-Regular/);
  const fonts = downloadedFonts(page);
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
  // The headings' Bengali file, and the two Latin ones every page preloads.
  expect(preloads).toHaveLength(3);
  expect(preloads.filter((font) => /(noto-sans-bengali|baloo-da-2)-bengali-/.test(font))).toEqual([
    expect.stringMatching(/^\/assets\/baloo-da-2-bengali-/),
  ]);
  for (const font of preloads) expect(fonts).toContain(font);
  // The headings are drawn in it; the body text in the phone's Noto Sans Bengali, whose
  // 75 KB file is never downloaded.
  expect(await page.evaluate(() => document.fonts.check('700 2rem "Baloo Da 2 Variable"', 'সংগ্রহ'))).toBe(true);
  expect(fonts.filter((font) => font.includes('noto-sans-bengali-bengali'))).toEqual([]);
  // Regular text in its Regular file, bold text (the search button) in its Bold one.
  const body = await renderedFonts(page, bengaliBodyText(page));
  expect(body).toContainEqual({
    familyName: 'Noto Sans Bengali',
    postScriptName: 'NotoSansBengali-Regular',
    isCustomFont: false,
  });
  expect(body.filter((font) => font.familyName !== 'Noto Sans Bengali')).toEqual([]);
  const bold = await renderedFonts(page, page.getByRole('banner').getByRole('button', { name: 'খুঁজুন' }));
  expect(bold).toEqual([
    { familyName: 'Noto Sans Bengali', postScriptName: 'NotoSansBengali-Bold', isCustomFont: false },
  ]);
  // Through the page's own faces, not only their stand-ins: the body face's Bengali rules have loaded.
  const faces = await page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.family === 'Noto Sans Bengali Variable' && face.unicodeRange.includes('U+980'))
      .map((face) => `${face.weight} ${face.status}`),
  );
  expect(faces).toEqual(expect.arrayContaining(['400 loaded', '700 loaded']));
});

test('a phone without Noto Sans Bengali downloads the body font and draws with it', async ({
  playwright,
  baseURL,
}, testInfo) => {
  // The same Chromium, with fontconfig told to hide the system's Noto Sans Bengali.
  const config = testInfo.outputPath('fonts.conf');
  writeFileSync(
    config,
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig>
<include ignore_missing="yes">/etc/fonts/fonts.conf</include>
<selectfont><rejectfont><pattern><patelt name="family"><string>Noto Sans Bengali</string></patelt></pattern></rejectfont></selectfont>
</fontconfig>`,
  );
  const options = testInfo.project.use.launchOptions ?? {};
  const browser = await playwright.chromium.launch({ ...options, env: { ...process.env, FONTCONFIG_FILE: config } });
  try {
    const page = await browser.newPage({ baseURL, serviceWorkers: 'block' });
    const fonts = downloadedFonts(page);
    await page.goto('/bn/product/custom-mugs');
    await page.evaluate(() => document.fonts.ready);
    expect(fonts).toContainEqual(expect.stringMatching(/^\/assets\/noto-sans-bengali-bengali-/));
    // Every letter, Bengali and Latin, from the shop's own files: no system font stood in.
    const body = await renderedFonts(page, bengaliBodyText(page));
    expect(body).toContainEqual({
      familyName: 'Noto Sans Bengali',
      postScriptName: 'NotoSansBengali-Regular',
      isCustomFont: true,
    });
    expect(body.filter((font) => !font.isCustomFont)).toEqual([]);
  } finally {
    await browser.close();
  }
});
