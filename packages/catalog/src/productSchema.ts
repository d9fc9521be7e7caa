/**
 * The runtime schema of one product (valibot), on its own so that a page reading a
 * product from untrusted browser navigation state ({@link parseProduct}) loads only this,
 * not the whole catalogue's and content's checks (to keep the first-load code
 * within its budget in `.size-limit.cjs`). Spec §3 (entities), §9 (minimum order quantities, prices).
 */
import * as v from 'valibot';
import { shopLocales, type ShopLocale } from './locale';
import type { Product } from './model';
import { PictureSchema, PositiveInteger, Slug, Text } from './schemaPrimitives';

/** A product picture: like {@link PictureSchema} but it must describe the product (`alt` not empty). */
export const ProductPictureSchema = v.object({ ...PictureSchema.entries, alt: Text });

const PriceBreaksSchema = v.optional(v.array(v.object({ minQuantity: PositiveInteger, paise: PositiveInteger })));

/** A {@link Price}: amounts are positive integer paise; a pack has at least 2 pieces. */
export const PriceSchema = v.variant('kind', [
  v.object({ kind: v.literal('fixed'), unitPaise: PositiveInteger, breaks: PriceBreaksSchema }),
  v.object({
    kind: v.literal('per-pack'),
    packPaise: PositiveInteger,
    packSize: v.pipe(v.number(), v.integer(), v.minValue(2)),
    breaks: PriceBreaksSchema,
  }),
  v.object({ kind: v.literal('on-request') }),
  v.object({ kind: v.literal('per-area'), paisePerSquareFoot: PositiveInteger }),
  v.object({ kind: v.literal('unavailable') }),
]);

/** Translations keyed by locale: only the platform's locales ({@link shopLocales}), each read with `text`. */
export function translations<T extends v.GenericSchema>(text: T) {
  const byLocale = Object.fromEntries(shopLocales.map((locale) => [locale, text])) as Record<ShopLocale, T>;
  return v.optional(v.partial(v.object(byLocale)));
}

/** A side of a printed size in feet: 1 to 100. */
const Feet = v.pipe(v.number(), v.minValue(1), v.maxValue(100));

const ProductTextSchema = v.object({
  title: Text,
  subtitle: v.string(),
  imageAlts: v.array(Text),
  details: v.array(Text),
  unit: v.optional(Text),
  options: v.optional(v.array(v.object({ name: Text, values: v.array(Text) }))),
});

/** A product option: a name, its values, and for a colour one CSS colour per value. */
const ProductOptionSchema = v.object({
  name: Text,
  values: v.pipe(v.array(Text), v.minLength(1)),
  swatches: v.optional(v.array(v.pipe(v.string(), v.regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)))),
});

/** A variant: its SKU, one value per option, its price, and its own pictures where they differ. */
const VariantSchema = v.object({
  sku: Text,
  optionValues: v.array(Text),
  price: PriceSchema,
  images: v.optional(v.array(ProductPictureSchema)),
  formerSlug: v.optional(Slug),
  translations: translations(v.object({ imageAlts: v.array(Text) })),
});

/**
 * A {@link Product}'s shape: `minQuantity` is a whole number ≥ 1; `slug` is URL-safe.
 * Whether its quantity rule and price breaks hold together is {@link CatalogueSchema}'s
 * check, so reading navigation state does not carry those rules' words.
 */
export const ProductSchema = v.object({
  sku: Text,
  slug: Slug,
  categorySlug: v.nullable(Text),
  title: Text,
  subtitle: v.string(),
  images: v.array(ProductPictureSchema),
  price: PriceSchema,
  minQuantity: PositiveInteger,
  quantityStep: v.optional(PositiveInteger),
  quantityChoices: v.optional(v.array(PositiveInteger)),
  unit: v.optional(Text),
  sizePresets: v.optional(v.array(v.object({ lengthFeet: Feet, widthFeet: Feet }))),
  details: v.array(Text),
  withPhotos: v.optional(v.boolean()),
  options: v.optional(v.array(ProductOptionSchema)),
  variants: v.optional(v.array(VariantSchema)),
  chosen: v.optional(v.object({ productSku: Text, optionValues: v.array(Text) })),
  translations: translations(ProductTextSchema),
});

/**
 * Reads an untrusted value (e.g. browser navigation state) as a {@link Product}.
 * Returns `undefined` instead of throwing when it does not match the model.
 */
export function parseProduct(value: unknown): Product | undefined {
  const result = v.safeParse(ProductSchema, value);
  return result.success ? result.output : undefined;
}
