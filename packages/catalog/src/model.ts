/**
 * The catalogue model every shop built on these packages shares.
 * Spec §3 (entities) and §9 (constants). Money is always integer paise.
 */

/**
 * What a product costs, as a tagged union (spec §3, §9).
 * - `fixed`: one unit costs `unitPaise` (integer paise, > 0).
 * - `on-request`: orderable, price agreed in chat (the spec's stickers, shown as 'Available').
 * - `per-area`: priced by printed area, `paisePerSquareFoot` per square foot (banners: 1000 = ₹10).
 * - `unavailable`: listed but not orderable (the spec's pens, 'Not Available For Now').
 */
export type Price =
  | { readonly kind: 'fixed'; readonly unitPaise: number }
  | { readonly kind: 'on-request' }
  | { readonly kind: 'per-area'; readonly paisePerSquareFoot: number }
  | { readonly kind: 'unavailable' };

/** The `kind` tags of {@link Price}, for exhaustive handling and stories. */
export const priceKinds = ['fixed', 'on-request', 'per-area', 'unavailable'] as const;

/** An image the shop shows: `src` URL, `alt` text, intrinsic `width` and `height` in px (no layout shift). */
export interface Picture {
  readonly src: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

/**
 * A product a shopper can browse (spec §3 'Catalogue product').
 * `sku` is unique across the catalogue; `slug` is unique within its category and
 * URL-safe (for the per-product URL to come). `minQuantity` is the minimum order
 * quantity, a whole number ≥ 1. `details` holds extra description lines (letter
 * heads' des_1..des_4), in order.
 */
export interface Product {
  readonly sku: string;
  readonly slug: string;
  /** The category slug this product is listed under, or `null` for home-only featured products. */
  readonly categorySlug: string | null;
  readonly title: string;
  readonly subtitle: string;
  readonly images: readonly Picture[];
  readonly price: Price;
  readonly minQuantity: number;
  readonly details: readonly string[];
}

/**
 * A category page at `/product/{slug}` (spec §2 'Category listing').
 * `layout` is `'listing'` for a product grid or `'area-calculator'` for a page
 * whose single product is priced by size (the spec's banners).
 * `scrollToTopOnOpen` is false only where the spec says so (letter heads).
 */
export interface Category {
  readonly slug: string;
  /** Plural display name used in 'Explore Our {name} Collection' and tile labels. */
  readonly name: string;
  readonly image: Picture;
  readonly layout: 'listing' | 'area-calculator';
  readonly scrollToTopOnOpen: boolean;
}

/** A link to a category: `href` is a site path such as `/product/Calendar`. Spec §2 header and home. */
export interface CategoryLink {
  readonly label: string;
  readonly href: string;
  readonly image: Picture;
}

/** A 'From The Blogs' card linking to an external article (spec §2 Home). */
export interface BlogPost {
  readonly title: string;
  readonly excerpt: string;
  readonly href: string;
  readonly image: Picture;
}

/** A wide promotional picture with the words laid over it in HTML (spec §2 banners). */
export interface BannerArt {
  readonly heading: string;
  readonly text: string;
  readonly image: Picture;
}

/**
 * Everything a shop sells and shows on its home page, already normalised.
 * Spec §2 (Home sections in order) and §3.
 */
export interface Catalogue {
  readonly categories: readonly Category[];
  readonly products: readonly Product[];
  /** Header navigation (spec §2 'Layout common to all pages'). */
  readonly navigation: readonly CategoryLink[];
  readonly home: {
    readonly carousel: readonly CategoryLink[];
    readonly hero: BannerArt;
    readonly shopByNeeds: readonly CategoryLink[];
    readonly categoryTiles: readonly CategoryLink[];
    readonly blogPosts: readonly BlogPost[];
    readonly promo: BannerArt;
    /** SKUs of the 'More Products' grid, in display order. */
    readonly featuredSkus: readonly string[];
  };
  readonly banners: {
    /** Shown under product details (spec §1 'fast-delivery banner'). */
    readonly fastDelivery: BannerArt;
    readonly aboutInfo: BannerArt;
    readonly contact: BannerArt;
  };
}

/**
 * The shop's identity: who the shop is and where orders go (spec §1, §7).
 * `whatsAppNumber` is digits only, country code first (e.g. '919876543210').
 * `isPlaceholderContact` is true while the documented placeholder number is in use.
 */
export interface ShopProfile {
  readonly displayName: string;
  readonly tagline: string;
  readonly whatsAppNumber: string;
  readonly isPlaceholderContact: boolean;
  readonly email: string;
  /** Phone as shown to people, e.g. '+91 98765 43210'. */
  readonly phone: string;
  readonly postalCode: string;
  readonly socialUrl: string;
  readonly videoChannelUrl: string;
  readonly foundedYear: number;
  /** Offline customers served, e.g. 10000 (shown as '10,000+'). */
  readonly customerCount: number;
  /** Years in the print industry (shown as '6+'). */
  readonly yearsInIndustry: number;
  /** Year printed in the footer's copyright line (spec §9: 2024). */
  readonly copyrightYear: number;
  readonly logo: Picture;
}
