/**
 * `sitemap.xml` (a sitemap index), its sitemap files and `robots.txt`, written at build
 * time from the catalogue: every public page in every language, each with its hreflang
 * alternates, on the shop's public address. Search results and the order list are not pages to index.
 */
import { defaultLocale, localisePath, pageLocales, type PageLocale } from '../i18n/locale';
import { sitemapMaxBytes, sitemapMaxUrls, sitemapPartCount, sitemapPartPath } from './sitemapParts';

/** XML text with `&`, `<`, `>`, `"` and `'` escaped. */
function xml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Sitemap file `part` (1-based) of `paths` (site paths without a language, e.g.
 * '/product/custom-mugs'): one `<url>` per page and language, with `xhtml:link` alternates
 * for every language and `x-default` (English), the pages cut `perFile` to a file in the
 * order given (a page's languages may fall in two files; each keeps its alternates).
 * @param siteUrl - the shop's public address, e.g. 'https://prints.example.in'
 * @param lastModified - the day a page last changed (YYYY-MM-DD), its `<lastmod>`; a page without one has none
 * @param part - which file, from 1 to {@link sitemapPartCount}; default 1
 * @param perFile - URLs per file; default the protocol's 50,000
 * @returns the file's XML, or `undefined` for a part past the last
 * @throws Error when the file would pass the protocol's 50 MiB (many languages: lower `perFile`)
 */
export function sitemapXml(
  paths: readonly string[],
  siteUrl: string,
  locales: readonly PageLocale[] = pageLocales,
  lastModified: (path: string) => string | undefined = () => undefined,
  part = 1,
  perFile = sitemapMaxUrls,
): string | undefined {
  const count = paths.length * locales.length;
  if (!Number.isInteger(part) || part < 1 || part > sitemapPartCount(count, perFile)) return undefined;
  const address = (path: string, locale: PageLocale) => xml(`${siteUrl}${localisePath(path, locale)}`);
  const first = (part - 1) * perFile;
  const urls: string[] = [];
  for (let at = first; at < Math.min(count, first + perFile); at += 1) {
    const path = paths[Math.floor(at / locales.length)]!;
    const locale = locales[at % locales.length]!;
    const alternates = [
      ...locales.map((other) => `    <xhtml:link rel="alternate" hreflang="${other}" href="${address(path, other)}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${address(path, defaultLocale)}"/>`,
    ];
    const day = lastModified(path);
    const lastmod = day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? [`    <lastmod>${day}</lastmod>`] : [];
    urls.push(['  <url>', `    <loc>${address(path, locale)}</loc>`, ...lastmod, ...alternates, '  </url>'].join('\n'));
  }
  const text = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
  if (new TextEncoder().encode(text).length > sitemapMaxBytes) {
    throw new Error(`sitemap file ${part} is over 50 MiB: cut it into files of fewer URLs`);
  }
  return text;
}

/**
 * `/sitemap.xml`: the sitemap index naming each sitemap file (`/sitemaps/1.xml` …).
 * @param siteUrl - the shop's public address, e.g. 'https://prints.example.in'
 * @param parts - how many sitemap files there are ({@link sitemapPartCount}), at least 1
 * @param lastModified - the newest day any page changed (YYYY-MM-DD), each file's `<lastmod>`; anything else is left out
 */
export function sitemapIndexXml(siteUrl: string, parts: number, lastModified?: string): string {
  const lastmod = lastModified && /^\d{4}-\d{2}-\d{2}$/.test(lastModified) ? `<lastmod>${lastModified}</lastmod>` : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...Array.from(
      { length: parts },
      (_, index) => `  <sitemap><loc>${xml(`${siteUrl}${sitemapPartPath(index + 1)}`)}</loc>${lastmod}</sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** `robots.txt`: everything may be crawled, and the sitemap is at `siteUrl`/sitemap.xml. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
