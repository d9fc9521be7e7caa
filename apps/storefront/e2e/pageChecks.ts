import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import type { Page } from '@playwright/test';

/**
 * What the browser tests check on a page (walk.spec.ts, keyboard.spec.ts, languages.spec.ts):
 * the list of prerendered pages, and in-page checks that return the problems they find
 * as readable sentences (empty when the page is fine).
 */

/** The built site the tests serve. */
export const client = join(import.meta.dirname, '..', 'build', 'client');

/** axe-core's browser build, the one @axe-core/playwright ships. */
export const axeSource = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The rule sets the walk checks: WCAG 2.0, 2.1 and 2.2, A and AA. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's violations of `tags` on `page`, at any impact, as sentences ('axe image-alt
 * (critical): img'). A page that has axe-core already (the walk adds {@link axeSource} as an
 * init script, so each of its hundreds of pages compiles it as it starts instead of having it
 * injected after loading, about 75 ms a page) is checked as it is; any other gets it injected.
 */
export async function axeViolationsOn(page: Page, tags: string[] = wcagTags): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (values) => {
    type Axe = {
      run(
        context: Document,
        options: object,
      ): Promise<{ violations: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[] }>;
    };
    const { violations } = await (window as unknown as { axe: Axe }).axe.run(document, {
      runOnly: { type: 'tag', values },
    });
    return violations.map(
      (violation) =>
        `axe ${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  }, tags);
}

/** Whether a site path is a Bengali page ('/bn', '/bn/…'). */
export const isBengali = (path: string): boolean => path === '/bn' || path.startsWith('/bn/');

/** The site path of every prerendered page, from the build ('/', '/bn/product/custom-mugs'…), but the offline page. */
export function prerenderedPaths(): string[] {
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

export { allowedLatin, englishLeftOn, overflowOn } from './bengaliChecks';

/**
 * A message key ('orderList_heading'), an unfilled placeholder or a missing value left in the page's text:
 * every text a shopper can see, drawn or not yet drawn. Not `innerText`, which leaves out what the browser
 * has skipped out of sight (a product card below the fold has `content-visibility: auto`) though a
 * shopper scrolls to it and a screen reader reads it.
 */
export async function missingWordsOn(page: Page): Promise<string[]> {
  const body = await page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.checkVisibility({ visibilityProperty: true })) texts.push(node.textContent ?? '');
    }
    return texts.join(' ');
  });
  return (body.match(/\b[a-z][A-Za-z]*_[a-z][A-Za-z]*\b|\{[A-Za-z]+\}|\bundefined\b|\bNaN\b/g) ?? []).map(
    (marker) => `missing-word marker “${marker}”`,
  );
}

/**
 * Whole rupees written with paise, '₹20,000.00' (never, in either language:
 * docs/adr/0003-money-as-integer-paise.md), outside the banner calculator, which spec §9
 * asks to show two decimals: the one section of the site with a decimal keypad.
 */
export async function paiseOnWholeRupeesOn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const match = /₹\s?[\d,]+\.00(?!\d)/u.exec(node.textContent ?? '');
      if (!match || node.parentElement?.closest('section:has(input[inputmode="decimal"])')) continue;
      found.push(`whole rupees with paise: “${match[0]}”`);
    }
    return found;
  });
}

/** The page is wider than the window: the shopper would have to scroll sideways. */
export async function sidewaysScrollOn(page: Page): Promise<string[]> {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: document.documentElement.clientWidth,
  }));
  return scroll > width ? [`the page scrolls sideways (${scroll} px > ${width} px)`] : [];
}

/**
 * Headings a screen reader lists (not hidden): the first is an h1 and none skips a
 * level on the way down (h2 → h4). Going back up any number of levels is fine.
 */
export async function headingOrderOn(page: Page): Promise<string[]> {
  const headings = await page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
      .filter((heading) => heading.checkVisibility() && heading.closest('[aria-hidden="true"], [inert]') === null)
      .map((heading) => ({ level: Number(heading.tagName[1]), text: (heading.textContent ?? '').trim().slice(0, 40) })),
  );
  const problems: string[] = [];
  if (headings.length === 0) return ['no headings'];
  if (headings[0]!.level !== 1)
    problems.push(`the first heading is an h${headings[0]!.level} (“${headings[0]!.text}”)`);
  headings.forEach((heading, i) => {
    const previous = headings[i - 1];
    if (previous && heading.level > previous.level + 1) {
      problems.push(`h${previous.level} “${previous.text}” is followed by h${heading.level} “${heading.text}”`);
    }
  });
  return problems;
}

/**
 * Every picture loads (lazy ones too: they are switched to eager and decoded) and has
 * alt text. An empty alt is for decorative pictures only, which here means a picture
 * beside the words that say what it shows: inside a link or button with a name, or in a
 * section, figure or article with text (a banner's art behind its heading, a product card's
 * picture beside its title; a link hidden from assistive tech names nothing). A file name is
 * no alt text.
 */
export async function imageProblemsOn(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const images = Array.from(document.images);
    const problems = await Promise.all(
      images.map(async (image) => {
        const src = image.currentSrc || image.src;
        const name = src.split('/').pop();
        image.loading = 'eager';
        try {
          await image.decode();
          if (image.naturalWidth === 0) return `${name} did not load`;
        } catch {
          return `${name} did not load`;
        }
        const alt = image.getAttribute('alt');
        if (alt === null) return `${name} has no alt attribute`;
        if (alt.trim() === '') {
          const context = image.closest('a:not([aria-hidden="true"]), button, section, figure, article');
          // Its shown words, drawn or not: `innerText` is empty for a card skipped out of sight
          // (`content-visibility: auto`), which a screen reader reads all the same.
          const words = (root: Element) => {
            const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const shown = node.parentElement?.checkVisibility({ visibilityProperty: true }) ?? false;
              if (shown && (node.textContent ?? '').trim() !== '') return true;
            }
            return false;
          };
          const named = context !== null && (words(context) || (context.getAttribute('aria-label') ?? '') !== '');
          return named ? null : `${name} has an empty alt but nothing beside it says what it shows`;
        }
        if (/\.(avif|jpe?g|png|svg|webp)$/i.test(alt.trim())) return `${name} has a file name as alt text`;
        return null;
      }),
    );
    return problems.filter((problem): problem is string => problem !== null);
  });
}

/**
 * The page's links to this site (path and query, hash dropped), and its in-page links
 * (`#id`) whose target is missing. Links to other sites (WhatsApp, mail, social) are not followed.
 */
export async function linksOn(page: Page): Promise<{ internal: string[]; brokenAnchors: string[] }> {
  return page.evaluate(() => {
    const internal = new Set<string>();
    const brokenAnchors: string[] = [];
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      const href = link.getAttribute('href')!;
      if (href.startsWith('#')) {
        if (href.length > 1 && document.getElementById(decodeURIComponent(href.slice(1))) === null) {
          brokenAnchors.push(href);
        }
        continue;
      }
      const url = new URL(link.href);
      if (url.origin === location.origin) internal.add(url.pathname + url.search);
    }
    return { internal: [...internal], brokenAnchors };
  });
}

/**
 * Why the focused element's focus cannot be seen (no outline or ring, or off screen), or
 * null when it can (for keyboard.spec.ts's journeys).
 */
export async function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing is focused';
    const name = `${element.tagName.toLowerCase()} “${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}”`;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    if (!outline && !ring) return `${name} has no visible focus indicator`;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.bottom <= 0 || box.top >= innerHeight) {
      return `${name} is focused but not on screen`;
    }
    return null;
  });
}
