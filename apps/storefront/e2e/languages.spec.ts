import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test, type Page } from './support';

/**
 * Every prerendered page in both languages (issue 11): its language links, and every
 * Bengali page walked at 360 px for English left behind, missing words and overflow.
 */

const client = join(import.meta.dirname, '..', 'build', 'client');

/** The site path of every prerendered page, from the build ('/', '/bn/product/custom-mugs'…), but the offline page. */
function prerenderedPaths(): string[] {
  const paths: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== 'assets') walk(join(dir, entry.name));
      else if (entry.name === 'index.html') {
        const path = `/${relative(client, dir)}`;
        // The service worker's static offline page is no page of the site (offline.spec.ts).
        if (!/^\/(bn\/)?offline$/.test(path)) paths.push(path === '/' ? '/' : path.replace(/\/$/, ''));
      }
    }
  };
  walk(client);
  return paths.sort();
}

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

/**
 * Latin words a Bengali page may show: the shop's brand name and trade terms and units
 * written the same way in Bengali text (GSM, LED, PVC, QR, mL), the keyboard shortcut of
 * the notifications region (Alt+T), and the switch back to English (marked lang="en-IN").
 */
const allowedLatin = new Set(['Print', 'Gift', 'Studio', 'GSM', 'LED', 'PVC', 'QR', 'ML', 'mL', 'Alt', 'T']);

/** What a shopper reads or hears on the page that is in Latin letters and not allowed, with where it is. */
async function englishLeftOn(page: Page): Promise<string[]> {
  const found = await page.evaluate(() => {
    const texts: { text: string; where: string }[] = [];
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      return style.display !== 'none' && style.visibility !== 'hidden' && element.closest('[hidden]') === null;
    };
    // <noscript> holds markup as text while scripts run (its Bengali words are shown only without JavaScript).
    const skip = (element: Element) =>
      element.closest('script, style, noscript, [lang^="en"], [aria-hidden="true"]') !== null;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && !skip(parent) && visible(parent))
        texts.push({ text: node.textContent ?? '', where: parent.tagName });
    }
    for (const element of document.body.querySelectorAll('[aria-label], [alt], [placeholder], [title]')) {
      if (skip(element)) continue;
      for (const name of ['aria-label', 'alt', 'placeholder', 'title']) {
        const value = element.getAttribute(name);
        if (value) texts.push({ text: value, where: `${element.tagName}[${name}]` });
      }
    }
    texts.push({ text: document.title, where: 'title' });
    return texts;
  });
  const problems: string[] = [];
  for (const { text, where } of found) {
    // Addresses are not words: an email or a web address may be shown as it is.
    // Codes with digits are not words: sizes ('12x12', 'A4'), order references ('261122-SFVG').
    const words = text.replace(/\S+@\S+|https?:\/\/\S+|[\w-]*\d[\w-]*/g, '').match(/[A-Za-z][A-Za-z'’]*/g) ?? [];
    const english = words.filter((word) => !allowedLatin.has(word));
    if (english.length > 0) problems.push(`${where}: “${text.trim()}”`);
  }
  return problems;
}

/** Text that overflows its box: past the 360 px viewport, or clipped by a box that hides overflow. */
async function overflowOn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) {
      problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px > ${width} px)`);
    }
    const scrollsSideways = (element: Element) => {
      for (let at: Element | null = element.parentElement; at; at = at.parentElement) {
        if (/(auto|scroll)/.test(getComputedStyle(at).overflowX)) return true;
      }
      return false;
    };
    for (const element of document.body.querySelectorAll('*')) {
      const ownText = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim());
      if (!ownText || element.closest('[aria-hidden="true"], script, style')) continue;
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const box = element.getBoundingClientRect();
      // Text only for screen readers (visually hidden: clipped to nothing on purpose).
      if (box.width <= 1 || box.height <= 1 || style.clipPath !== 'none' || (style.clip && style.clip !== 'auto')) {
        continue;
      }
      const label = `${element.tagName} “${element.textContent?.trim().slice(0, 40)}”`;
      if ((box.right > width + 1 || box.left < -1) && !scrollsSideways(element)) {
        problems.push(`${label} reaches past the screen (${Math.round(box.left)}–${Math.round(box.right)} px)`);
      }
      const clips = /(hidden|clip)/.test(style.overflowX + style.overflowY);
      const meant = style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none';
      if (
        clips &&
        !meant &&
        (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1)
      ) {
        problems.push(`${label} is cut off by its box`);
      }
    }
    return problems;
  });
}

// Tagged @phone: one walk is enough, and it is about the phone's width (playwright.config.ts).
test(
  'every Bengali page at 360 px: no English left, no missing words, nothing overflowing',
  { tag: '@phone' },
  async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 360, height: 740 });
    const bengali = prerenderedPaths().filter((path) => path === '/bn' || path.startsWith('/bn/'));
    const problems: string[] = [];
    const check = async (where: string) => {
      await expect(page.locator('html')).toHaveAttribute('lang', 'bn-IN');
      const body = await page.locator('body').innerText();
      // A message key ('orderList_heading'), an unfilled placeholder or a missing value.
      for (const marker of body.match(/\b[a-z]+_[a-z][A-Za-z]*\b|\{[A-Za-z]+\}|\bundefined\b|\bNaN\b/g) ?? []) {
        problems.push(`${where}: missing-word marker “${marker}”`);
      }
      for (const problem of await englishLeftOn(page)) problems.push(`${where}: English ${problem}`);
      for (const problem of await overflowOn(page)) problems.push(`${where}: ${problem}`);
    };
    for (const path of bengali) {
      await page.goto(path);
      await check(path);
    }

    // The states the prerendered pages do not show: search results, a filled order list
    // with its details form, and the order form with a blocking error.
    await page.goto('/bn/search?q=মগ');
    await expect(page.getByRole('list', { name: 'খোঁজের ফল' })).toBeVisible();
    await check('search results');
    await page.evaluate(() =>
      localStorage.setItem(
        'storefront.orderList.v1',
        JSON.stringify([
          { sku: 'custom-mugs-1', quantity: 2, note: '' },
          { sku: 'banners-1', quantity: 1, size: { lengthFeet: 3, widthFeet: 2 }, note: 'শুভ জন্মদিন' },
        ]),
      ),
    );
    await page.goto('/bn/order-list');
    await expect(page.getByRole('heading', { level: 2, name: 'আপনার তালিকায় 2টি জিনিস' })).toBeVisible();
    await check('order list');
    await page.getByRole('button', { name: 'হোয়াটসঅ্যাপে অর্ডার পাঠান' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check('order list form');
    await page.goto('/bn/product/business-cards/standard-business-cards');
    await page.getByRole('button', { name: 'এখনই কিনুন' }).click();
    await page.getByRole('dialog').getByLabel('পরিমাণ').fill('৫');
    await page.getByRole('dialog').getByRole('button', { name: 'অর্ডার দিন' }).click();
    await expect(page.getByRole('dialog').getByLabel('পরিমাণ')).toHaveAttribute('aria-invalid', 'true');
    await check('order form with an error');
    expect(problems).toEqual([]);
  },
);

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
