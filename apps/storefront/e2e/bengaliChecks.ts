import type { Page } from '@playwright/test';

/**
 * What the browser tests check on a Bengali page at a phone's width: no
 * English left behind, and no text overflowing its box. Each returns the problems it
 * finds as readable sentences (empty when the page is fine).
 */

/**
 * Latin words a Bengali page may show: the shop's brand name and trade terms and units
 * written the same way in Bengali text (GSM, LED, PVC, QR, mL), garment sizes as the
 * labels print them (S to XXL), the keyboard shortcut of the notifications
 * region (Alt+T), and the switch back to English (marked lang="en-IN").
 */
export const allowedLatin = new Set([
  ...['Print', 'Gift', 'Studio', 'GSM', 'LED', 'PVC', 'QR', 'ML', 'mL', 'Alt', 'T'],
  ...['S', 'M', 'L', 'XL', 'XXL'],
]);

/** What a shopper reads or hears on the page that is in Latin letters and not allowed, with where it is. */
export async function englishLeftOn(page: Page): Promise<string[]> {
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
export async function overflowOn(page: Page): Promise<string[]> {
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
