import { describe, expect, it } from 'vitest';
import type { MetaDescriptor } from 'react-router';
import { languageLinks } from './meta';

/** A descriptor's `rel`, for links. */
const rel = (link: MetaDescriptor) => ('rel' in link ? link.rel : undefined);

describe("a page's language links", () => {
  it('names the canonical address in the page language and both languages plus x-default', () => {
    expect(languageLinks('/product/custom-mugs', 'bn-IN').filter((link) => rel(link) !== 'preload')).toEqual([
      { tagName: 'link', rel: 'canonical', href: '/bn/product/custom-mugs' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'en-IN', href: '/product/custom-mugs' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'bn-IN', href: '/bn/product/custom-mugs' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: '/product/custom-mugs' },
    ]);
  });

  it("makes them absolute on the shop's public address when it has one", () => {
    const links = languageLinks('/', 'en-IN', 'https://prints.example.in');
    expect(
      links.filter((link) => rel(link) !== 'preload').map((link) => ('href' in link ? link.href : undefined)),
    ).toEqual([
      'https://prints.example.in/',
      'https://prints.example.in/',
      'https://prints.example.in/bn',
      'https://prints.example.in/',
    ]);
  });

  it('preloads the Latin fonts everywhere and the Bengali ones on Bengali pages only', () => {
    const href = (link: MetaDescriptor) => ('href' in link ? String(link.href) : '');
    const english = languageLinks('/', 'en-IN').filter((link) => rel(link) === 'preload');
    expect(english.map(href).every((font) => /-latin(-[\w-]+)?\.woff2$/.test(font))).toBe(true);
    expect(english).toHaveLength(2);
    const preloads = languageLinks('/', 'bn-IN').filter((link) => rel(link) === 'preload');
    // The headings' Bengali file only: body text uses the phone's own Noto Sans Bengali.
    expect(preloads).toHaveLength(3);
    expect(preloads.map(href).filter((font) => font.includes('bengali-bengali'))).toEqual([]);
    expect(preloads.map(href).filter((font) => font.includes('baloo-da-2-bengali'))).toHaveLength(1);
    for (const link of preloads)
      expect(link).toMatchObject({ as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  });
});
