/**
 * `sitemap.xml` and `robots.txt`, written at build time from the catalogue:
 * every public page in every language, each with its hreflang alternates, on the shop's
 * public address. Search results and the order list are not pages to index.
 */
import { defaultLocale, localisePath, pageLocales, type PageLocale } from '../i18n/locale';

/** XML text with `&`, `<`, `>`, `"` and `'` escaped. */
function xml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The sitemap of `paths` (site paths without a language, e.g. '/product/custom-mugs'),
 * one `<url>` per page and language, with `xhtml:link` alternates for every language and
 * `x-default` (English).
 * @param siteUrl - the shop's public address, e.g. 'https://prints.example.in'
 * @param lastModified - the day a page last changed (YYYY-MM-DD), its `<lastmod>`; a page without one has none
 */
export function sitemapXml(
  paths: readonly string[],
  siteUrl: string,
  locales: readonly PageLocale[] = pageLocales,
  lastModified: (path: string) => string | undefined = () => undefined,
) {
  const address = (path: string, locale: PageLocale) => xml(`${siteUrl}${localisePath(path, locale)}`);
  const urls = paths.flatMap((path) => {
    const alternates = [
      ...locales.map(
        (locale) => `    <xhtml:link rel="alternate" hreflang="${locale}" href="${address(path, locale)}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${address(path, defaultLocale)}"/>`,
    ];
    const day = lastModified(path);
    const lastmod = day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? [`    <lastmod>${day}</lastmod>`] : [];
    return locales.map((locale) =>
      ['  <url>', `    <loc>${address(path, locale)}</loc>`, ...lastmod, ...alternates, '  </url>'].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** `robots.txt`: everything may be crawled, and the sitemap is at `siteUrl`/sitemap.xml. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
