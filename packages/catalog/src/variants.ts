/**
 * Options and variants: a product sold in several sizes, mouldings or
 * colours is one product with options, and each combination the shop makes is a
 * variant with its own SKU and price. Pure functions of the model: which variant a set
 * of picks names, which values can still be picked, the product seen as one variant,
 * and what the cheapest variant costs ('from ₹130').
 */
import { quantityRuleProblems, smallestOrderPaise } from './basis';
import type { Catalogue, Product, Variant } from './model';
import { productPath } from './paths';

/** The variants of `product`, in the data's order (empty for a product sold one way). */
export function variantsOf(product: Pick<Product, 'variants'>): readonly Variant[] {
  return product.variants ?? [];
}

/** True when `product` has options to pick, and so variants. */
export function hasOptions(product: Pick<Product, 'options' | 'variants'>): boolean {
  return (product.options?.length ?? 0) > 0 && variantsOf(product).length > 0;
}

/** The variant of `product` with this SKU, or `undefined`. */
export function findVariant(product: Pick<Product, 'variants'>, sku: string): Variant | undefined {
  return variantsOf(product).find((variant) => variant.sku === sku);
}

/** The variant whose option values are exactly `values` (one per option, in order), or `undefined`. */
export function variantWithValues(product: Pick<Product, 'variants'>, values: readonly string[]): Variant | undefined {
  return variantsOf(product).find(
    (variant) =>
      variant.optionValues.length === values.length && variant.optionValues.every((value, i) => value === values[i]),
  );
}

/**
 * The variant a shopper means when, on `current`, they pick `value` for option number
 * `optionIndex`: the one with that value and the current values of the options before
 * it, keeping as many of the later ones as it can (a 4x6 frame is made only with a
 * ½-inch moulding, so picking 4x6 on the 1.5-inch frame gives the ½-inch one).
 * `undefined` when no variant has the value with the earlier picks.
 */
export function pickOption(
  product: Pick<Product, 'variants'>,
  current: Variant,
  optionIndex: number,
  value: string,
): Variant | undefined {
  const candidates = variantsOf(product).filter(
    (variant) =>
      variant.optionValues[optionIndex] === value &&
      variant.optionValues.slice(0, optionIndex).every((earlier, i) => earlier === current.optionValues[i]),
  );
  const kept = (variant: Variant) =>
    variant.optionValues.filter((later, i) => i > optionIndex && later === current.optionValues[i]).length;
  return candidates.reduce<Variant | undefined>(
    (best, variant) => (!best || kept(variant) > kept(best) ? variant : best),
    undefined,
  );
}

/**
 * Which values of option number `optionIndex` can be picked on `current`: a value is
 * available when some variant has it together with the current values of the options
 * before it (the first option's values always are). Same order as the option's values.
 */
export function availableValues(
  product: Pick<Product, 'options' | 'variants'>,
  current: Variant,
  optionIndex: number,
): boolean[] {
  const values = product.options?.[optionIndex]?.values ?? [];
  return values.map((value) => pickOption(product, current, optionIndex, value) !== undefined);
}

/**
 * `product` seen as `variant`: the product's words and quantity rule with the
 * variant's SKU, price and pictures, and {@link Product.chosen} naming the product and
 * the values picked. What an order line, a message and a price read. `product` is the
 * product with variants as the catalogue holds it, not one already seen as a variant.
 */
export function asVariant(product: Product, variant: Variant): Product {
  return {
    ...product,
    sku: variant.sku,
    price: variant.price,
    images: variant.images ?? product.images,
    chosen: { productSku: product.sku, optionValues: variant.optionValues },
  };
}

/**
 * The variant a product page opens on: the first that can be ordered (its
 * price is not 'not available'), else the first. `undefined` without variants.
 */
export function defaultVariant(product: Pick<Product, 'variants'>): Variant | undefined {
  const variants = variantsOf(product);
  return variants.find((variant) => variant.price.kind !== 'unavailable') ?? variants[0];
}

/** The variant a product stands for: the one it is seen as, else its {@link defaultVariant}. */
export function currentVariant(product: Product): Variant | undefined {
  return (product.chosen ? findVariant(product, product.sku) : undefined) ?? defaultVariant(product);
}

/**
 * The options picked on a product seen as a variant, named: `[{ name: 'Size', value:
 * 'XL' }]` (in the product's language). Empty for a product without a variant picked.
 */
export function chosenOptions(product: Pick<Product, 'options' | 'chosen'>): { name: string; value: string }[] {
  const values = product.chosen?.optionValues ?? [];
  return (product.options ?? []).flatMap((option, i) =>
    values[i] === undefined ? [] : [{ name: option.name, value: values[i] }],
  );
}

/**
 * The variant picked, as one line of words for a message or an order-list line:
 * 'Size: 8x12, Moulding: 1.5 inch'. Empty when none is picked.
 */
export function chosenOptionsText(product: Pick<Product, 'options' | 'chosen'>): string {
  return chosenOptions(product)
    .map(({ name, value }) => `${name}: ${value}`)
    .join(', ');
}

/**
 * What a product sorts, filters and is shown 'from' by: the variant whose
 * smallest order costs least (the product itself when it has no variants). Its
 * `smallestOrderPaise` is the product's entry price.
 */
export function entryVariant(product: Product): Product {
  const variants = variantsOf(product);
  if (variants.length === 0) return product;
  let best = asVariant(product, variants[0]!);
  let bestPaise = smallestOrderPaise(best);
  for (const variant of variants.slice(1)) {
    const seen = asVariant(product, variant);
    const paise = smallestOrderPaise(seen);
    if (paise !== undefined && (bestPaise === undefined || paise < bestPaise)) {
      best = seen;
      bestPaise = paise;
    }
  }
  return best;
}

/** True when the variants of `product` do not all cost the same, so a card says 'from'. */
export function pricesVary(product: Product): boolean {
  const prices = new Set(variantsOf(product).map((variant) => JSON.stringify(variant.price)));
  return prices.size > 1;
}

/**
 * What a line or a link with this SKU orders: the product with that SKU, or
 * the product seen as its variant with that SKU. `undefined` when neither exists.
 */
export function findOrderable(catalogue: Catalogue, sku: string): Product | undefined {
  for (const product of catalogue.products) {
    if (product.sku === sku) return product;
    const variant = findVariant(product, sku);
    if (variant) return asVariant(product, variant);
  }
  return undefined;
}

/**
 * What is wrong with a product's options and variants, as sentences naming the column
 * and the rule (empty when nothing is): options have names and values, no value twice;
 * every variant has one known value per option, no two variants the same values, and
 * each variant's price holds with the product's quantity rule; a product priced by
 * area has no options.
 */
export function variantProblems(product: Product): string[] {
  const options = product.options ?? [];
  const variants = variantsOf(product);
  if (options.length === 0 && variants.length === 0) return [];
  const problems: string[] = [];
  if (options.length === 0) problems.push('has variants but no options: name them in the options column');
  if (variants.length === 0) problems.push('has options but no variants');
  if (product.price.kind === 'per-area')
    problems.push('options are not for a product priced by area (price_unit "sq ft")');
  const names = new Set<string>();
  for (const option of options) {
    if (option.name.trim() === '' || option.values.length === 0) {
      problems.push(`options "${option.name}" needs a name and at least one value, like "Size: S | M | L"`);
    }
    if (names.has(option.name.toLowerCase())) problems.push(`options "${option.name}" is named twice`);
    names.add(option.name.toLowerCase());
    const seen = new Set<string>();
    for (const value of option.values) {
      if (seen.has(value.toLowerCase())) problems.push(`options "${option.name}" has the value "${value}" twice`);
      seen.add(value.toLowerCase());
    }
    if (option.swatches && option.swatches.length !== option.values.length) {
      problems.push(`options "${option.name}" has a colour for some values but not all`);
    }
  }
  const combinations = new Map<string, string>();
  for (const variant of variants) {
    const where = `variant ${variant.sku}`;
    if (variant.optionValues.length !== options.length) {
      problems.push(`${where}: options has ${variant.optionValues.length} values for ${options.length} options`);
      continue;
    }
    variant.optionValues.forEach((value, i) => {
      const option = options[i]!;
      if (!option.values.includes(value)) {
        problems.push(`${where}: "${value}" is not a value of the option ${option.name} (${option.values.join(', ')})`);
      }
    });
    const key = variant.optionValues.join('\u0000');
    const earlier = combinations.get(key);
    if (earlier !== undefined) problems.push(`${where}: has the same options as variant ${earlier}`);
    else combinations.set(key, variant.sku);
    for (const problem of quantityRuleProblems({ ...product, price: variant.price })) {
      problems.push(`${where}: ${problem}`);
    }
  }
  return problems;
}

/**
 * The address of a product's page with its variant picked:
 * `/product/photo-frames/photo-frame?variant=photo-frames-6` for a product seen as a
 * variant, the plain {@link productPath} otherwise; `undefined` without a page.
 */
export function variantPath(product: Product): string | undefined {
  const path = productPath(product);
  return path && product.chosen ? `${path}?${new URLSearchParams({ variant: product.sku })}` : path;
}
