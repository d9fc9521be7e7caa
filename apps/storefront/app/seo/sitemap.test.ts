import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './sitemap';

describe('sitemap.xml and robots.txt', () => {
  it('lists each page once per language with hreflang alternates and x-default, escaped', () => {
    const xml = sitemapXml(['/', '/product/a&b'], 'https://prints.example.in');
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
    );
    expect(xml.match(/<lastmod>2026-11-20<\/lastmod>/g)).toHaveLength(2);
    expect(xml.match(/<lastmod>/g)).toHaveLength(2);
    expect(xml).toMatch(/<loc>https:\/\/prints\.example\.in\/bn<\/loc>\n {4}<lastmod>2026-11-20<\/lastmod>/);
  });

  it('points robots.txt at the sitemap', () => {
    expect(robotsTxt('https://prints.example.in')).toContain('Sitemap: https://prints.example.in/sitemap.xml');
  });
});
