/**
 * Turns loaded {@link ShopData} into the source of an ES module, for the Vite plugin
 * (`@storefront/catalog/vite`): every picture becomes an import of its file, so the
 * bundler fingerprints and serves it, and the data becomes plain object literals.
 */
import { join } from 'node:path';
import type { ShopLocale } from '../locale';
import { shopFrame } from '../frame';
import { localiseCatalogue, localiseProfile } from '../localise';
import type { Catalogue } from '../model';
import { resolveShopProfile, type ShopProfileEnv } from '../profile';
import type { ShopData } from './load';

/** `catalogue` without its translations: a page in one locale ships only that locale's words. */
function withoutTranslations(catalogue: Catalogue): Catalogue {
  return {
    categories: catalogue.categories.map(({ translations: _t, ...category }) => category),
    products: catalogue.products.map(({ translations: _t, ...product }) => product),
    navigation: catalogue.navigation.map(({ translations: _t, ...link }) => link),
  };
}

/**
 * The module's code: `export const catalogue`, `content`, `profile` and `search`, with
 * each picture's `src` bound to an `import` of the image file. The catalogue is in
 * `locale` (default: the shop's first locale), without the other locales' words:
 * `virtual:shop-data` for the shop's own language, `virtual:shop-data/bn-IN`
 * for Bengali. `withTranslations` keeps every language's words (`virtual:shop-data/search`,
 * for the product search, which finds Bengali words on any page).
 */
export function shopDataModule(
  data: ShopData,
  locale?: ShopLocale,
  { withTranslations = false }: { withTranslations?: boolean } = {},
): string {
  const localised = localiseCatalogue(data.catalogue, locale ?? data.profile.locales?.[0] ?? 'en-IN');
  // Only the search, loaded on demand, needs every language's words at once.
  const catalogue = withTranslations ? localised : withoutTranslations(localised);
  return moduleSource(data.dir, (literal) => [
    `export const catalogue = ${literal(catalogue)};`,
    `export const content = ${literal((locale && data.localisedContent[locale]) || data.content)};`,
    `export const profile = ${literal(localiseProfile(data.profile, locale ?? data.profile.locales?.[0] ?? 'en-IN'))};`,
    `export const search = ${literal(data.search)};`,
  ]);
}

/**
 * The module `virtual:shop-data/frame`: `export const frames`, the shop's
 * {@link ShopFrame} in each of its locales, keyed by locale (`{ 'en-IN': …, 'bn-IN': … }`).
 * Small enough for every page, unlike the catalogue, which pages get as their own data.
 * Each locale's profile is resolved against `env`'s `VITE_SHOP_*` overrides here, at build
 * time (`resolveShopProfile`, after localising, so an override holds in every language), so
 * a page's JavaScript carries neither the overrides' checks nor a second copy of the profile.
 * @throws ShopProfileError when an override in `env` is malformed (the build stops).
 */
export function shopFrameModule(data: ShopData, env: ShopProfileEnv = {}): string {
  const locales = data.profile.locales ?? ['en-IN'];
  const frames = Object.fromEntries(
    locales.map((locale) => {
      const frame = shopFrame(data.catalogue, data.profile, locale);
      return [locale, { ...frame, profile: resolveShopProfile(frame.profile, env) }];
    }),
  );
  return moduleSource(data.dir, (literal) => [`export const frames = ${literal(frames)};`]);
}

/**
 * The responsive versions every raster picture (JPEG, PNG, WebP, AVIF photo) gets at
 * build time, as a vite-imagetools directive: widths in px (never wider than
 * the upload) and formats, best first. The last format is the fallback `src` (largest
 * width), which link previews use too.
 */
export const rasterPictureDirective = 'w=400;800;1200&format=avif;webp;jpeg&as=picture';

const RASTER = /\.(jpe?g|png|webp|avif)$/i;

/**
 * Module source whose `body` lines write values with `literal`, which turns each picture
 * `src` into an import: an SVG's URL as is; a raster photo through vite-imagetools
 * ({@link rasterPictureDirective}), whose `src`, `width`, `height` and `sources` (format →
 * `srcset`) the picture then takes.
 */
function moduleSource(dir: string, body: (literal: (value: unknown) => string) => string[]): string {
  const imports = new Map<string, string>();
  const token = (path: string, member = '') => {
    let name = imports.get(path);
    if (!name) {
      name = `image${imports.size}`;
      imports.set(path, name);
    }
    return `\u0000${name}${member}\u0000`;
  };
  const replacer = (key: string, inner: unknown) => {
    if (
      inner &&
      typeof inner === 'object' &&
      'src' in inner &&
      typeof inner.src === 'string' &&
      RASTER.test(inner.src)
    ) {
      const path = inner.src;
      return {
        ...inner,
        src: token(path, '.img.src'),
        width: token(path, '.img.w'),
        height: token(path, '.img.h'),
        sources: token(path, '.sources'),
      };
    }
    return key === 'src' && typeof inner === 'string' && inner[0] !== '\u0000' ? token(inner) : inner;
  };
  const literal = (value: unknown) =>
    JSON.stringify(value, replacer)
      // A token stands for an expression, not a string.
      .replace(/"\\u0000(image\d+(?:\.[\w.]+)?)\\u0000"/g, '$1');
  const lines = body(literal);
  const head = [...imports].map(([path, name]) => {
    const file = join(dir, path);
    return `import ${name} from ${JSON.stringify(RASTER.test(path) ? `${file}?${rasterPictureDirective}` : file)};`;
  });
  return [...head, ...lines].join('\n');
}
