import { shopIn } from '../data/shop.server';
import { defaultLocale } from '../i18n/locale';
import { sitemapXml } from '../seo/sitemap';
import { sitemapPaths } from '../seo/sitemapParts';
import { lastModifiedOf, siteUrlOrThrow } from '../seo/sitemap.server';
import type { Route } from './+types/sitemap-part';

/**
 * `/sitemaps/{n}.xml`, prerendered to files: sitemap file n of the home and about pages,
 * every category with its later listing pages, and every product, in every language with
 * hreflang alternates; a number past the last gets a 404.
 * @throws Error at build time when the shop has no public address (profile `siteUrl`).
 */
export function loader({ params }: Route.LoaderArgs) {
  const part = /^([1-9]\d{0,4})\.xml$/.exec(params.part)?.[1];
  const siteUrl = siteUrlOrThrow();
  const text =
    part === undefined
      ? undefined
      : sitemapXml(sitemapPaths(shopIn(defaultLocale).catalogue), siteUrl, undefined, lastModifiedOf, Number(part));
  if (text === undefined) return new Response('Not found', { status: 404 });
  return new Response(text, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
