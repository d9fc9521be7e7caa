import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapIndexXml, sitemapXml } from './sitemap';
import { sitemapPartCount } from './sitemapParts';

describe('sitemap.xml and robots.txt', () => {
  it('lists each page once per language with hreflang alternates and x-default, escaped', () => {
    const xml = sitemapXml(['/', '/product/a&b'], 'https://prints.example.in')!;
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://prints.example.in/',
      'https://prints.example.in/bn',
      'https://prints.example.in/product/a&#38;b',
      'https://prints.example.in/bn/product/a&#38;b',
    ]);
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://prints.example.in/product/a&#38;b"/>',
    );
    expect(xml.match(/hreflang="bn-IN"/g)).toHaveLength(4);
  });

  it('gives each page the day its data last changed, where known', () => {
    const xml = sitemapXml(['/', '/about-us'], 'https://prints.example.in', undefined, (path) =>
      path === '/' ? '2026-11-20' : path === '/about-us' ? 'not a date' : undefined,
    )!;
    expect(xml.match(/<lastmod>2026-11-20<\/lastmod>/g)).toHaveLength(2);
    expect(xml.match(/<lastmod>/g)).toHaveLength(2);
    expect(xml).toMatch(/<loc>https:\/\/prints\.example\.in\/bn<\/loc>\n {4}<lastmod>2026-11-20<\/lastmod>/);
  });

  it('cuts the pages into files of at most perFile URLs, each URL keeping its alternates', () => {
    const paths = ['/', '/about-us', '/product/a'];
    const locs = (xml: string | undefined) => [...(xml ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const at = (part: number) => sitemapXml(paths, 'https://p.in', undefined, undefined, part, 4);
    // Six URLs (three pages in two languages), four to a file: two files.
    expect(sitemapPartCount(6, 4)).toBe(2);
    expect(locs(at(1))).toEqual([
      'https://p.in/',
      'https://p.in/bn',
      'https://p.in/about-us',
      'https://p.in/bn/about-us',
    ]);
    expect(locs(at(2))).toEqual(['https://p.in/product/a', 'https://p.in/bn/product/a']);
    expect(at(2)).toContain('<xhtml:link rel="alternate" hreflang="en-IN" href="https://p.in/product/a"/>');
    expect(at(3)).toBeUndefined();
    expect(at(0)).toBeUndefined();
    expect(sitemapPartCount(0)).toBe(1);
    expect(sitemapPartCount(50_000)).toBe(1);
    expect(sitemapPartCount(50_001)).toBe(2);
  });

  it('names each sitemap file in the sitemap index', () => {
    const index = sitemapIndexXml('https://p.in', 2, '2026-11-27');
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(
      [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc><lastmod>2026-11-27<\/lastmod><\/sitemap>/g)].map((m) => m[1]),
    ).toEqual(['https://p.in/sitemaps/1.xml', 'https://p.in/sitemaps/2.xml']);
  });

  it('points robots.txt at the sitemap', () => {
    expect(robotsTxt('https://prints.example.in')).toContain('Sitemap: https://prints.example.in/sitemap.xml');
  });
});
