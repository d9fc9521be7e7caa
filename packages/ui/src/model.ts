/**
 * What the design system draws, as its own types (`ui` knows no catalogue). They
 * have the shape of `@storefront/catalog`'s `Picture`, `Price` and `PriceTier`, so an app
 * passes the catalogue's values as they are, but a design system reused without that
 * catalogue needs nothing from it. Money is integer paise; the app formats it
 * (see `FormatProvider`).
 */

/** An image: `src` URL, `alt` text, intrinsic `width` and `height` in px (no layout shift). */
export interface Picture {
  /** URL of the image file. */
  readonly src: string;
  /** Text alternative; empty only for decorative art whose words are beside it. */
  readonly alt: string;
  /** Intrinsic width in px. */
  readonly width: number;
  /** Intrinsic height in px. */
  readonly height: number;
  /**
   * Responsive versions of a raster photo, best format first: format (`avif`, `webp`,
   * `jpeg`) → `srcset` ('/assets/mug-400.avif 400w, /assets/mug-800.avif 800w'), drawn as
   * `<picture><source type="image/{format}">`; absent for SVG art.
   */
  readonly sources?: Readonly<Record<string, string>>;
}

/**
 * A price as the design system draws it, in integer paise, on its basis (decision record
 * 0003): per piece ('₹15'), per pack of `packSize` pieces ('₹200 / 100 cards'), per square
 * foot ('₹10 / sq ft'), agreed in the chat, or not available. `breaks` (present when the
 * price has price breaks; their detail is the app's, see `PriceBreakTable`) lets
 * `ProductDetails` say 'Buy in bulk and save' only where a break backs it.
 */
export type PriceValue =
  | {
      readonly kind: 'fixed';
      /** The price of one piece, in paise. */
      readonly unitPaise: number;
      /** Present (non-empty) when the price has price breaks. */
      readonly breaks?: readonly unknown[];
    }
  | {
      readonly kind: 'per-pack';
      /** The price of one pack, in paise. */
      readonly packPaise: number;
      /** Pieces in one pack, a whole number ≥ 2. */
      readonly packSize: number;
      /** Present (non-empty) when the price has price breaks. */
      readonly breaks?: readonly unknown[];
    }
  | { readonly kind: 'on-request' }
  | {
      readonly kind: 'per-area';
      /** The price of one square foot, in paise. */
      readonly paisePerSquareFoot: number;
    }
  | { readonly kind: 'unavailable' };

/** The `kind` tags of {@link PriceValue}, for exhaustive handling and stories. */
export const priceValueKinds = ['fixed', 'per-pack', 'on-request', 'per-area', 'unavailable'] as const;

/**
 * One row of a `PriceBreakTable`: the quantities it covers, in pieces (`toPieces` absent
 * for the open-ended last tier, '1,000+ cards'), its price per piece or per pack, its
 * saving against the first tier in whole percent (0 for the first), and whether the
 * quantity chosen now falls in it. The app computes the tiers (the catalogue's `priceTiers`).
 */
export interface PriceTierValue {
  /** The first quantity of the tier, in pieces. */
  readonly fromPieces: number;
  /** The last quantity of the tier, in pieces; absent for the last tier. */
  readonly toPieces?: number;
  /** The tier's price, without breaks: `fixed` (per piece) or `per-pack`. */
  readonly price: PriceValue;
  /** The saving against the first tier, in whole percent, rounded down: 0–100. */
  readonly savingPercent: number;
  /** True for the tier the chosen quantity falls in. */
  readonly inForce: boolean;
}
