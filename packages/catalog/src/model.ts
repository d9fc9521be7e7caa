/**
 * The catalogue model every shop built on these packages shares: what a shop sells
 * (categories, products) and how shoppers find it (navigation). Page content lives in
 * `content.ts`; who the shop is, in {@link ShopProfile}. Spec §3 (entities) and §9
 * (constants). Money is always integer paise.
 */
import type { ShopLocale } from './locale';

/**
 * A quantity price break (tier): from `minQuantity` pieces on, one unit of sale
 * (a piece, or a pack for a per-pack price) costs `paise`. Breaks are listed by rising
 * quantity and falling price; the price before the first break is the product's own
 * price, which is the price at its minimum order quantity (spec §3).
 */
export interface PriceBreak {
  /** The first quantity the break applies to, in pieces (a valid quantity of the product). */
  readonly minQuantity: number;
  /** The price of one unit of sale from there on: integer paise per piece, or per pack. */
  readonly paise: number;
}

/**
 * What a product costs, as a tagged union: its price basis (spec §3, §9).
 * - `fixed`: per piece; one piece costs `unitPaise` (integer paise, > 0).
 * - `per-pack`: sold in packs of `packSize` pieces (visiting cards per 100); one pack
 *   costs `packPaise`, and quantities are whole packs.
 * - `on-request`: orderable, price agreed in chat (the spec's stickers, shown as 'Available').
 * - `per-area`: priced by printed area, `paisePerSquareFoot` per square foot (banners: 1000 = ₹10).
 * - `unavailable`: listed but not orderable (the spec's pens, 'Not Available For Now').
 *
 * `fixed` and `per-pack` prices may fall with the quantity ordered: `breaks` (tiers).
 */
export type Price =
  | { readonly kind: 'fixed'; readonly unitPaise: number; readonly breaks?: readonly PriceBreak[] }
  | {
      readonly kind: 'per-pack';
      readonly packPaise: number;
      /** Pieces in one pack, a whole number ≥ 2. */
      readonly packSize: number;
      readonly breaks?: readonly PriceBreak[];
    }
  | { readonly kind: 'on-request' }
  | { readonly kind: 'per-area'; readonly paisePerSquareFoot: number }
  | { readonly kind: 'unavailable' };

/** A printed size in feet, e.g. a 3 × 6 ft banner: `{ lengthFeet: 3, widthFeet: 6 }` (each 1–100 ft, two decimals at most). */
export interface PrintSize {
  readonly lengthFeet: number;
  readonly widthFeet: number;
}

/** The `kind` tags of {@link Price}, for exhaustive handling and stories. */
export const priceKinds = ['fixed', 'per-pack', 'on-request', 'per-area', 'unavailable'] as const;

/** An image the shop shows: `src` URL, `alt` text, intrinsic `width` and `height` in px (no layout shift). */
export interface Picture {
  /** URL of the image file (after the build, a hashed asset URL). */
  readonly src: string;
  /** Text alternative; empty only for decorative art whose words are beside it. */
  readonly alt: string;
  /** Intrinsic width in px. */
  readonly width: number;
  /** Intrinsic height in px. */
  readonly height: number;
  /**
   * Responsive versions of a raster photo, best format first: format (`avif`,
   * `webp`, `jpeg`) → `srcset` (`'/assets/mug-400.avif 400w, /assets/mug-800.avif 800w'`),
   * for `<picture><source type="image/{format}">`. Made at build time from the uploaded
   * photo (`rasterPictureDirective`); absent for SVG art, which scales by itself.
   */
  readonly sources?: Readonly<Record<string, string>>;
}

/**
 * A product a shopper can browse (spec §3 'Catalogue product').
 * `sku` is unique across the catalogue; `slug` is unique within its category and
 * URL-safe (for the per-product URL to come).
 */
export interface Product {
  /** Stock-keeping unit: unique across the shop and stable (order links carry it). */
  readonly sku: string;
  /** URL-safe name, unique within the category. */
  readonly slug: string;
  /** The category slug this product is listed under, or `null` for home-only featured products. */
  readonly categorySlug: string | null;
  readonly title: string;
  /** One-line description; may be empty. */
  readonly subtitle: string;
  /** Pictures in display order; may be empty ('No images available'). */
  readonly images: readonly Picture[];
  readonly price: Price;
  /** Minimum order quantity, in pieces: a whole number ≥ 1 (a whole number of packs for a per-pack price). */
  readonly minQuantity: number;
  /**
   * The quantities that can be ordered go up in steps of this many pieces:
   * every valid quantity is a multiple of it, from `minQuantity` on. Default 1; for a
   * per-pack price, the pack size (or a multiple of it).
   */
  readonly quantityStep?: number;
  /** Quantities the shop offers as one-tap choices (100 / 200 / 500 / 1,000 cards), rising; may be absent. */
  readonly quantityChoices?: readonly number[];
  /**
   * What the pieces are called, plural and in lower case ('cards', 'letterheads'), for
   * '₹200 / 100 cards' and '300 cards'. Absent: the pages say 'each' and count pieces.
   */
  readonly unit?: string;
  /** For a product priced by area: the sizes people order, offered beside free length and width (2 × 3, 3 × 6, 4 × 6 ft). */
  readonly sizePresets?: readonly PrintSize[];
  /** Extra description lines (the spec's letter-head des_1..des_4), in order. */
  readonly details: readonly string[];
  /**
   * True when the product is printed with the shopper's own photos (a photo mug, a
   * frame): its page and order-list line carry the spec §1 photo note, and an order
   * message tells the shop to expect the photos in the chat. Default false.
   */
  readonly withPhotos?: boolean;
  /**
   * The product's options: what a shopper picks before ordering, e.g. Size (S
   * to XXL) or Size and Moulding for a photo frame, in the order the page shows them.
   * Present together with `variants`; absent for a product sold one way.
   */
  readonly options?: readonly ProductOption[];
  /**
   * The product's variants: one per combination the shop makes, each with its
   * own SKU and price (and pictures where they differ). A page opens on the first that can
   * be ordered, whose price is `price` above. Not every combination need exist
   * (a 4x6 frame comes only with a ½-inch moulding).
   */
  readonly variants?: readonly Variant[];
  /**
   * Set only on a product seen as one of its variants ({@link asVariant}): which product
   * it is a variant of, and the value picked for each of `options`, in their order.
   * Its `sku`, `price` and `images` are then the variant's.
   */
  readonly chosen?: ChosenVariant;
  /**
   * The product's words in the shop's other locales, e.g. `{ 'bn-IN': { title:
   * 'ভিজিটিং কার্ড', … } }`; {@link localiseCatalogue} puts them in place.
   */
  readonly translations?: Translations<ProductText>;
}

/**
 * One option of a product: its name ('Size') and the values a shopper picks
 * from ('S', 'M', 'L', 'XL', 'XXL'), in display order. `swatches`, for a colour option,
 * holds one CSS colour per value ('#1f2937'), shown beside its name.
 */
export interface ProductOption {
  readonly name: string;
  readonly values: readonly string[];
  /** One CSS colour (`#rgb` or `#rrggbb`) per value, for a colour option; absent otherwise. */
  readonly swatches?: readonly string[];
}

/**
 * One variant of a product with options: a stock-keeping unit of its own
 * ('photo-frames-6' is the 8x12 frame with a 1.5-inch moulding, ₹400).
 */
export interface Variant {
  /** Stock-keeping unit: unique across the shop (products' and variants' SKUs together); order lines carry it. */
  readonly sku: string;
  /** The value of each of the product's options, in the options' order: `['8x12', '1.5 inch']`. */
  readonly optionValues: readonly string[];
  /** What this variant costs; its basis is the product's (per piece, per pack), and the product's quantity rule applies. */
  readonly price: Price;
  /** The variant's own pictures, where they differ from the product's; absent: the product's. */
  readonly images?: readonly Picture[];
  /**
   * The slug the variant had as a product of its own before it was grouped (e.g.
   * `8x12-photo-frame-1-5-inch`): its old address, `/product/{category}/{formerSlug}`,
   * still opens the product with this variant picked.
   */
  readonly formerSlug?: string;
  /** The descriptions of the variant's own pictures in the shop's other locales, one per picture. */
  readonly translations?: Translations<{ readonly imageAlts: readonly string[] }>;
}

/** Which variant a product stands for ({@link Product.chosen}): the grouped product's SKU and the option values picked. */
export interface ChosenVariant {
  /** The SKU of the product the variant belongs to. */
  readonly productSku: string;
  /** One value per option of the product, in its options' order. */
  readonly optionValues: readonly string[];
}

/** What a product says, in one locale: the texts a translation replaces. */
export interface ProductText {
  readonly title: string;
  /** May be empty when the product has no subtitle. */
  readonly subtitle: string;
  /** One description per picture, in the pictures' order. */
  readonly imageAlts: readonly string[];
  /** The extra description lines, as many as the product has. */
  readonly details: readonly string[];
  /** What the pieces are called (see `Product.unit`), when the product names them. */
  readonly unit?: string;
  /** The options' names and values (see `Product.options`), one per option, values in the same order. */
  readonly options?: readonly { readonly name: string; readonly values: readonly string[] }[];
}

/** Texts of a record in the shop's locales other than the data's own. */
export type Translations<T> = Readonly<Partial<Record<ShopLocale, T>>>;

/**
 * A category page at `/product/{slug}` (spec §2 'Category listing').
 */
export interface Category {
  /** URL-safe, lower case; the page is `/product/{slug}`. */
  readonly slug: string;
  /** Plural display name used in 'Explore Our {name} Collection' and tile labels. */
  readonly name: string;
  /** The category's picture on tiles and cards (decorative: `alt` is empty). */
  readonly image: Picture;
  /** `'listing'` for a product grid, `'area-calculator'` for one product priced by size (the spec's banners). */
  readonly layout: 'listing' | 'area-calculator';
  /** False only where the spec says a listing keeps its scroll position (letter heads). */
  readonly scrollToTopOnOpen: boolean;
  /** The category's name in the shop's other locales, e.g. `{ 'bn-IN': { name: 'ভিজিটিং কার্ড' } }`. */
  readonly translations?: Translations<{ readonly name: string }>;
}

/** A header navigation link (spec §2 'Layout common to all pages'): `href` is a site path such as `/product/Calendar`. */
export interface NavLink {
  readonly label: string;
  readonly href: string;
  /** The link's words in the shop's other locales. */
  readonly translations?: Translations<{ readonly label: string }>;
}

/** A link to a category with its picture, for tiles, cards and carousels (spec §2 Home). */
export interface CategoryLink extends NavLink {
  readonly image: Picture;
}

/**
 * What every shop sells and how shoppers find it, already normalised (spec §3).
 * Page content (home sections, banners, about text) is a separate `ShopContent`.
 */
export interface Catalogue {
  readonly categories: readonly Category[];
  readonly products: readonly Product[];
  /** Header navigation, in order; may be empty. */
  readonly navigation: readonly NavLink[];
}

export type { DeliveryArea, ProfileTranslation, ShopProfile } from './profileModel';
