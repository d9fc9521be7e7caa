/**
 * The data edge: the catalogue as the shop wrote it (spec §3's source shape, with its
 * quirks) and the one place those quirks are normalised into the {@link Product} model.
 */
import type { Picture, Price, Product } from './model';

/** A picture in source data: the alt text defaults to the product title. */
export type SourcePicture = Omit<Picture, 'alt'> & { readonly alt?: string };

/**
 * A product as written in the shop's source data (spec §3): `price` in rupees as a
 * number or numeric string, or the word 'Available' (price on request), or absent
 * (not orderable); `shortTitle` stands in for `subTitle` on invitation cards;
 * `des_1`..`des_4` are letter-head description lines.
 */
export interface SourceProduct {
  readonly id: number;
  readonly title: string;
  readonly subTitle?: string;
  readonly shortTitle?: string;
  readonly image: SourcePicture;
  readonly price?: number | string;
  readonly minQuantity?: number;
  readonly des_1?: string;
  readonly des_2?: string;
  readonly des_3?: string;
  readonly des_4?: string;
}

/** Thrown when source data cannot be normalised; the message names the product. */
export class CatalogueDataError extends Error {
  override name = 'CatalogueDataError';
}

/**
 * Turns a source price into a {@link Price}.
 * Rupees (number, or a string such as '200' or '₹ 1,300') become `fixed` paise;
 * 'Available' becomes `on-request`; `undefined` becomes `unavailable`.
 * @throws CatalogueDataError for anything else (e.g. '12abc', 0, -5, NaN).
 */
export function parseSourcePrice(value: number | string | undefined, where = 'product'): Price {
  if (value === undefined) return { kind: 'unavailable' };
  if (typeof value === 'string') {
    const text = value.trim();
    if (/^available$/i.test(text)) return { kind: 'on-request' };
    const cleaned = text.replace(/^₹\s*/, '').replace(/,/g, '');
    if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) {
      throw new CatalogueDataError(`${where}: price "${value}" is not a rupee amount or 'Available'`);
    }
    return parseSourcePrice(Number(cleaned), where);
  }
  if (!Number.isFinite(value) || value <= 0) {
    throw new CatalogueDataError(`${where}: price ${value} must be a positive rupee amount`);
  }
  // Rupees may carry paise (two decimals); round away binary-float noise.
  return { kind: 'fixed', unitPaise: Math.round(value * 100) };
}

/**
 * A URL-safe slug from a title: lower case ASCII letters, digits and single hyphens.
 * 'Photo Frame 8x12 (1.5 inch)' → 'photo-frame-8x12-1-5-inch'.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Normalises one source product of category `categorySlug` (or `null` for home-only
 * featured products). The SKU is `{categorySlug ?? 'featured'}-{id}`.
 * `minQuantity` defaults to 1 where the source gives none (spec §3: 'not shown').
 * @throws CatalogueDataError when the price cannot be read.
 */
export function normaliseSourceProduct(source: SourceProduct, categorySlug: string | null): Product {
  const sku = `${categorySlug ?? 'featured'}-${source.id}`;
  const details = [source.des_1, source.des_2, source.des_3, source.des_4].filter(
    (line): line is string => typeof line === 'string' && line.trim() !== '',
  );
  return {
    sku,
    slug: slugify(source.title),
    categorySlug,
    title: source.title.trim(),
    subtitle: (source.subTitle ?? source.shortTitle ?? '').trim(),
    images: [{ ...source.image, alt: source.image.alt ?? source.title.trim() }],
    price: parseSourcePrice(source.price, sku),
    minQuantity: source.minQuantity ?? 1,
    details,
  };
}
