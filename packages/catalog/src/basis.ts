/**
 * The price basis and quantity rule of a product: how many pieces one price
 * is for, which quantities can be ordered, and which price break (tier) a quantity falls
 * in. Pure functions of the model; the line total and the message are
 * `@storefront/order-link`'s, the schema's checks of a tier table are here because the
 * data edge must refuse a bad table before anything else reads it.
 */
import type { Price, PriceBreak, Product } from './model';

/** A product's quantity rule, in pieces: the minimum, the step every quantity is a multiple of, and the one-tap choices. */
export interface QuantityRule {
  /** Minimum order quantity in pieces (a multiple of `step`). */
  readonly min: number;
  /** Every valid quantity is a multiple of this many pieces: 1, or the pack size for a per-pack price. */
  readonly step: number;
  /** The quantities offered as one-tap choices, rising; empty when the shop names none. */
  readonly choices: readonly number[];
}

/** The quantity rule of `product`: its minimum, its step (default: the pack size, else 1) and its choices. */
export function quantityRule(
  product: Pick<Product, 'minQuantity' | 'quantityStep' | 'quantityChoices' | 'price'>,
): QuantityRule {
  const step = product.quantityStep ?? (product.price.kind === 'per-pack' ? product.price.packSize : 1);
  return { min: product.minQuantity, step, choices: product.quantityChoices ?? [] };
}

/** True when `quantity` (pieces) can be ordered under `rule`: a whole multiple of the step, at least the minimum. */
export function isValidQuantity(rule: QuantityRule, quantity: number): boolean {
  return Number.isSafeInteger(quantity) && quantity >= rule.min && quantity % rule.step === 0;
}

/**
 * The valid quantities nearest to `quantity` under `rule`: the one below (absent when
 * there is none, i.e. below the minimum) and the one above. 150 cards in packs of 100 →
 * `{ lower: 100, higher: 200 }`.
 */
export function nearestQuantities(rule: QuantityRule, quantity: number): { lower?: number; higher: number } {
  const below = Math.floor(quantity / rule.step) * rule.step;
  const above = Math.ceil(quantity / rule.step) * rule.step;
  const higher = Math.max(rule.min, above === quantity ? quantity + rule.step : above);
  const lower = below === quantity ? quantity - rule.step : below;
  return lower >= rule.min ? { lower, higher } : { higher };
}

/**
 * How many pieces one price of `price` is for: 1 per piece, the pack size per pack.
 * `undefined` for a price that is not per piece or per pack.
 */
export function piecesPerPrice(price: Price): number | undefined {
  if (price.kind === 'fixed') return 1;
  if (price.kind === 'per-pack') return price.packSize;
  return undefined;
}

/** The price of one unit of sale before any break (the spec's price, at the minimum quantity), in paise. */
export function basePaise(price: Price): number | undefined {
  if (price.kind === 'fixed') return price.unitPaise;
  if (price.kind === 'per-pack') return price.packPaise;
  return undefined;
}

/** The breaks of a price, rising by quantity (empty for none, or for a price that has no breaks). */
export function priceBreaksOf(price: Price): readonly PriceBreak[] {
  return price.kind === 'fixed' || price.kind === 'per-pack' ? (price.breaks ?? []) : [];
}

/**
 * The break `quantity` pieces fall in: its index in {@link priceBreaksOf} (-1 for the
 * base price) and the price of one unit of sale there, in paise. `undefined` for a price
 * that is not per piece or per pack.
 */
export function breakAt(
  price: Price,
  quantity: number,
): { readonly index: number; readonly paise: number } | undefined {
  const base = basePaise(price);
  if (base === undefined) return undefined;
  let found = { index: -1, paise: base };
  priceBreaksOf(price).forEach((tier, index) => {
    if (quantity >= tier.minQuantity) found = { index, paise: tier.paise };
  });
  return found;
}

/**
 * What the smallest order of `product` costs, in paise: its minimum quantity at its base
 * price (100 visiting cards at ₹200 per 100 → 20000). Listings sort by it.
 * `undefined` for a price on request, by area or not available.
 */
export function smallestOrderPaise(product: Pick<Product, 'minQuantity' | 'price'>): number | undefined {
  const base = basePaise(product.price);
  const per = piecesPerPrice(product.price);
  if (base === undefined || per === undefined) return undefined;
  return Math.round((base * product.minQuantity) / per);
}

/**
 * What is wrong with a product's quantity rule and price breaks, as sentences naming the
 * column and the rule (empty when nothing is): the step is a whole number and, for a
 * per-pack price, a multiple of the pack; the minimum and every choice and break are
 * valid quantities; choices rise; breaks rise in quantity and fall in price; and buying
 * more never costs less in total: the first quantity of a break costs at least as much
 * as the valid quantity just below it.
 */
export function quantityRuleProblems(
  product: Pick<Product, 'minQuantity' | 'quantityStep' | 'quantityChoices' | 'price'>,
): string[] {
  const problems: string[] = [];
  const rule = quantityRule(product);
  const { price } = product;
  if (!Number.isSafeInteger(rule.step) || rule.step < 1) {
    return [`quantity_step "${rule.step}" must be a whole number of 1 or more`];
  }
  if (price.kind === 'per-pack' && rule.step % price.packSize !== 0) {
    problems.push(`quantity_step ${rule.step} must be a whole number of packs of ${price.packSize}`);
  }
  if (rule.min % rule.step !== 0) {
    problems.push(
      price.kind === 'per-pack' && rule.step === price.packSize
        ? `min_quantity ${rule.min} must be a whole number of packs of ${price.packSize}`
        : `min_quantity ${rule.min} must be a multiple of quantity_step ${rule.step}`,
    );
  }
  let previous = 0;
  for (const choice of rule.choices) {
    if (!isValidQuantity(rule, choice)) {
      problems.push(
        `quantity_choices ${choice} is not a quantity that can be ordered (at least ${rule.min}, in steps of ${rule.step})`,
      );
    } else if (choice <= previous) {
      problems.push(`quantity_choices ${choice} must be larger than the choice before it`);
    }
    previous = choice;
  }
  const breaks = priceBreaksOf(price);
  const base = basePaise(price);
  const per = piecesPerPrice(price);
  if (breaks.length > 0 && (base === undefined || per === undefined)) {
    return [...problems, 'price_breaks need a price per piece or per pack'];
  }
  let before = { minQuantity: rule.min, paise: base ?? 0 };
  for (const tier of breaks) {
    const name = `price_breaks "${tier.minQuantity}"`;
    if (!isValidQuantity(rule, tier.minQuantity) || tier.minQuantity <= before.minQuantity) {
      problems.push(
        `${name}: a break starts at a quantity that can be ordered, above the minimum (${rule.min}) and the break before it, in steps of ${rule.step}`,
      );
    } else if (!(tier.paise > 0 && tier.paise < before.paise)) {
      problems.push(`${name}: the price must be lower than the one before it and more than 0`);
    } else {
      // Buying more never costs less in total: the quantity just below the break, at the
      // price before it, must not cost more than the break's first quantity.
      const below = tier.minQuantity - rule.step;
      const totalBelow = before.paise * below;
      const totalAt = tier.paise * tier.minQuantity;
      if (totalAt < totalBelow) {
        problems.push(
          `${name}: ${below} would cost more than ${tier.minQuantity} (${totalBelow / per! / 100} against ${totalAt / per! / 100} rupees); buying more must never cost less in total`,
        );
      }
    }
    before = tier;
  }
  return problems;
}
