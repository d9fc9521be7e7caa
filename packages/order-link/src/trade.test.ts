/**
 * Selling print the way the trade sells it: pack prices, quantity steps and
 * price breaks, checked on random tier tables that satisfy the catalogue's rule, on the
 * gift shop's real catalogue rows, and in both message languages.
 */
import {
  asVariant,
  isValidQuantity,
  localiseProduct,
  priceBreaksOf,
  quantityRule,
  quantityRuleProblems,
  type Price,
  type Product,
  type QuantityRule,
} from '@storefront/catalog';
import { dataDir as giftShopDataDir } from '@shops/gift-shop/data';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { emptyCustomerDetails } from './customer';
import { buildOrderListMessage, type OrderListLine } from './list';
import { buildOrderMessage, type MessageProduct } from './message';
import { parseQuantity } from './parse';
import { linePrice, type LinePrice } from './pricing';
import { buildQuickOrderMessage } from './quick';
import { messageTemplates } from './templates';

const shop = { displayName: 'Print & Gift Studio', whatsAppNumber: '919876543210' };

/** The gift shop's rows, loaded and checked by the catalogue's own data edge; each variant of a product with options is a row of its own. */
async function giftShopProducts(): Promise<readonly Product[]> {
  // The data edge is Node-only (it reads files) and order-link has no Node types, so it
  // is imported by name at run time: the types stay out of this package's program.
  const dataEdge: string = '@storefront/catalog/data';
  const { loadShopData } = (await import(/* @vite-ignore */ dataEdge)) as {
    loadShopData: (dir: string) => { catalogue: { products: readonly Product[] } };
  };
  return loadShopData(giftShopDataDir).catalogue.products.flatMap((product) =>
    product.variants ? product.variants.map((variant) => asVariant(product, variant)) : [product],
  );
}

/** Every valid quantity of `rule` from its minimum to `last` (inclusive, when valid). */
function quantitiesUpTo(rule: QuantityRule, last: number): number[] {
  const quantities: number[] = [];
  for (let quantity = rule.min; quantity <= last; quantity += rule.step) quantities.push(quantity);
  return quantities;
}

/** The largest quantity worth walking to: a few steps past the last break and the last one-tap choice. */
function horizon(product: Pick<Product, 'price'>, rule: QuantityRule): number {
  const lastBreak = priceBreaksOf(product.price).at(-1)?.minQuantity ?? rule.min;
  return Math.max(lastBreak, rule.choices.at(-1) ?? rule.min, rule.min) + 3 * rule.step;
}

/** A product with a priced-per-piece or per-pack tier table built to satisfy the catalogue's rule. */
interface TieredProduct {
  readonly price: Price;
  readonly minQuantity: number;
  readonly quantityStep: number;
}

/**
 * Random tier tables the catalogue accepts: pieces or packs, a step of whole packs, a
 * minimum of whole steps, and breaks that rise in quantity and fall in price, each no
 * lower than buying more never costing less in total allows: the break's first quantity
 * costs at least what the quantity a step below costs at the price before it.
 */
const tieredProduct: fc.Arbitrary<TieredProduct> = fc
  .record({
    per: fc.constantFrom(1, 1, 10, 50, 100, 1000),
    stepUnits: fc.integer({ min: 1, max: 4 }),
    minSteps: fc.integer({ min: 1, max: 5 }),
    basePaise: fc.integer({ min: 100, max: 500_000 }),
    breaks: fc.array(
      fc.record({ gapSteps: fc.integer({ min: 1, max: 15 }), depth: fc.integer({ min: 0, max: 1000 }) }),
      {
        maxLength: 4,
      },
    ),
  })
  .map(({ per, stepUnits, minSteps, basePaise, breaks }) => {
    const step = per * stepUnits;
    const minQuantity = step * minSteps;
    const tiers: { minQuantity: number; paise: number }[] = [];
    let before = { minQuantity, paise: basePaise };
    for (const { gapSteps, depth } of breaks) {
      const quantity = before.minQuantity + gapSteps * step;
      // The lowest price that keeps `quantity` from costing less than `quantity - step` at the price before.
      const lowest = Math.ceil((before.paise * (quantity - step)) / quantity);
      const highest = before.paise - 1;
      if (lowest > highest || lowest < 1) break;
      const paise = highest - Math.floor((depth * (highest - lowest)) / 1000);
      before = { minQuantity: quantity, paise };
      tiers.push(before);
    }
    const price: Price =
      per === 1
        ? { kind: 'fixed', unitPaise: basePaise, breaks: tiers }
        : { kind: 'per-pack', packPaise: basePaise, packSize: per, breaks: tiers };
    return { price, minQuantity, quantityStep: step };
  });

/** Every number a message writes (amounts and quantities), in order of size, so two languages can be compared. */
function numbersIn(text: string): string[] {
  return (text.match(/\d[\d,]*(\.\d+)?/g) ?? []).sort();
}

describe('random tier tables that satisfy the catalogue rule', () => {
  it('are accepted by the catalogue (the generator builds what the schema allows)', () => {
    fc.assert(
      fc.property(tieredProduct, (product) => {
        expect(quantityRuleProblems(product)).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('never make a quantity cost less in total than the valid quantity before it', () => {
    fc.assert(
      fc.property(tieredProduct, (product) => {
        const rule = quantityRule(product);
        let previous: LinePrice | null = null;
        for (const quantity of quantitiesUpTo(rule, horizon(product, rule))) {
          const line = linePrice(product.price, quantity);
          expect(line).not.toBeNull();
          if (previous && line) expect(line.totalPaise).toBeGreaterThanOrEqual(previous.totalPaise);
          previous = line;
        }
      }),
      { numRuns: 500 },
    );
  });

  it('price exactly in integer paise: total × pieces per price = unit price × quantity', () => {
    fc.assert(
      fc.property(tieredProduct, fc.integer({ min: 0, max: 200 }), (product, extraSteps) => {
        const rule = quantityRule(product);
        const quantity = rule.min + extraSteps * rule.step;
        const line = linePrice(product.price, quantity);
        if (!line) throw new Error('a tiered price always has a line price');
        expect(Number.isSafeInteger(line.totalPaise)).toBe(true);
        expect(BigInt(line.totalPaise) * BigInt(line.per)).toBe(BigInt(line.unitPaise) * BigInt(quantity));
        expect(line.savingPaise).toBe(((line.basePaise - line.unitPaise) * quantity) / line.per);
        expect(line.savingPaise).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 1000 },
    );
  });

  it('use the earlier price a step below each break, and the break’s price from its first quantity', () => {
    fc.assert(
      fc.property(tieredProduct, (product) => {
        const rule = quantityRule(product);
        const breaks = priceBreaksOf(product.price);
        breaks.forEach((tier, index) => {
          const below = linePrice(product.price, tier.minQuantity - rule.step);
          const at = linePrice(product.price, tier.minQuantity);
          expect(below?.breakIndex).toBe(index - 1);
          expect(below?.unitPaise).toBe(index === 0 ? below?.basePaise : breaks[index - 1]?.paise);
          expect(at).toMatchObject({ breakIndex: index, unitPaise: tier.paise });
          expect(at?.savingPaise).toBeGreaterThan(0);
        });
      }),
      { numRuns: 500 },
    );
  });

  it('give the same numbers in English and Bengali, in the order message and the order list', () => {
    fc.assert(
      fc.property(tieredProduct, fc.integer({ min: 0, max: 60 }), (tiered, extraSteps) => {
        const rule = quantityRule(tiered);
        const quantity = rule.min + extraSteps * rule.step;
        const texts = (['en-IN', 'bn-IN'] as const).map((locale) => {
          const templates = messageTemplates[locale];
          const product = { sku: 'p-1', title: 'P', price: tiered.price, unit: locale === 'en-IN' ? 'cards' : 'কার্ড' };
          const order = buildOrderMessage({ product, quantity, customer: emptyCustomerDetails }, shop, templates.order);
          const list = buildOrderListMessage(
            { lines: [{ product, quantity }], customer: emptyCustomerDetails },
            shop,
            templates.orderList,
          );
          return { order: numbersIn(order), list: numbersIn(list) };
        });
        expect(texts[1]).toEqual(texts[0]);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the gift shop’s catalogue', () => {
  let products: readonly Product[] = [];
  beforeAll(async () => {
    products = await giftShopProducts();
  });
  const bySku = (sku: string) => {
    const product = products.find((p) => p.sku === sku);
    if (!product) throw new Error(`the gift shop has no ${sku}`);
    return product;
  };
  const tiered = () => products.filter((p) => p.price.kind === 'fixed' || p.price.kind === 'per-pack');

  it('sells its visiting cards and letterheads by the pack', () => {
    expect(products.some((p) => p.price.kind === 'per-pack' && priceBreaksOf(p.price).length > 0)).toBe(true);
    expect(bySku('business-cards-1').price).toMatchObject({ kind: 'per-pack', packPaise: 20000, packSize: 100 });
    expect(bySku('letter-head-2').price).toMatchObject({ kind: 'per-pack', packPaise: 165000, packSize: 1000 });
  });

  it('prices 100 visiting cards at ₹200, not ₹20,000, and 300 at ₹600', () => {
    const cards = bySku('business-cards-1');
    expect(linePrice(cards.price, 100)?.totalPaise).toBe(20000);
    expect(linePrice(cards.price, 300)?.totalPaise).toBe(60000);
  });

  it('refuses 150 visiting cards with the pack message, suggesting 100 or 200', () => {
    const cards = bySku('business-cards-1');
    expect(parseQuantity('150', quantityRule(cards), cards.price)).toMatchObject({
      ok: false,
      problem: 'notMultiple',
      lower: 100,
      higher: 200,
      error: 'Comes in packs of 100: order 100 or 200.',
    });
    expect(() => linePrice(cards.price, 150)).toThrow(RangeError);
  });

  it('prices 1,000 single-colour letterheads at ₹1,650, not ₹16,50,000', () => {
    expect(linePrice(bySku('letter-head-2').price, 1000)?.totalPaise).toBe(165000);
  });

  it('never makes a quantity cost less in total than the valid quantity before it, on any row', () => {
    expect(tiered().length).toBeGreaterThan(20);
    for (const product of tiered()) {
      const rule = quantityRule(product);
      let previous = 0;
      for (const quantity of quantitiesUpTo(rule, horizon(product, rule))) {
        const total = linePrice(product.price, quantity)?.totalPaise ?? Number.NaN;
        expect(total, `${product.sku} × ${quantity}`).toBeGreaterThanOrEqual(previous);
        previous = total;
      }
    }
  });

  it('prices every row exactly: total × pieces per price = unit price × quantity', () => {
    for (const product of tiered()) {
      const rule = quantityRule(product);
      const quantities = [...quantitiesUpTo(rule, horizon(product, rule)), ...rule.choices];
      for (const quantity of quantities) {
        expect(isValidQuantity(rule, quantity)).toBe(true);
        const line = linePrice(product.price, quantity);
        if (!line) throw new Error(`${product.sku} has a price`);
        expect(line.totalPaise * line.per, `${product.sku} × ${quantity}`).toBe(line.unitPaise * quantity);
        expect(Number.isSafeInteger(line.totalPaise)).toBe(true);
      }
    }
  });

  it('changes price exactly at each break of every row', () => {
    for (const product of tiered()) {
      const rule = quantityRule(product);
      priceBreaksOf(product.price).forEach((tier, index) => {
        expect(linePrice(product.price, tier.minQuantity - rule.step)?.breakIndex).toBe(index - 1);
        expect(linePrice(product.price, tier.minQuantity)).toMatchObject({ breakIndex: index, unitPaise: tier.paise });
      });
    }
  });

  it('gives every row the same numbers in English and Bengali messages', () => {
    const [en, bn] = [messageTemplates['en-IN'], messageTemplates['bn-IN']];
    for (const product of tiered()) {
      const bengali = localiseProduct(product, 'bn-IN');
      expect(bengali.unit === undefined).toBe(product.unit === undefined);
      const rule = quantityRule(product);
      for (const quantity of [rule.min, ...rule.choices, ...priceBreaksOf(product.price).map((t) => t.minQuantity)]) {
        // The same title in both, so only the template's words and the unit differ.
        const inEnglish = { sku: product.sku, title: 'T', price: product.price, unit: product.unit };
        const inBengali = { ...inEnglish, unit: bengali.unit };
        const message = (item: MessageProduct, template: typeof en.order) =>
          buildOrderMessage({ product: item, quantity, customer: emptyCustomerDetails }, shop, template);
        const list = (line: OrderListLine, template: typeof en.orderList) =>
          buildOrderListMessage({ lines: [line], customer: emptyCustomerDetails }, shop, template);
        expect(numbersIn(message(inBengali, bn.order))).toEqual(numbersIn(message(inEnglish, en.order)));
        expect(numbersIn(list({ product: inBengali, quantity }, bn.orderList))).toEqual(
          numbersIn(list({ product: inEnglish, quantity }, en.orderList)),
        );
        expect(numbersIn(buildQuickOrderMessage(inBengali, 'https://x.example', shop, bn.order))).toEqual(
          numbersIn(buildQuickOrderMessage(inEnglish, 'https://x.example', shop, en.order)),
        );
      }
    }
  });
});

const visitingCards: MessageProduct & { sku: string } = {
  sku: 'business-cards-1',
  title: 'Standard Business Cards',
  unit: 'cards',
  price: {
    kind: 'per-pack',
    packPaise: 20000,
    packSize: 100,
    breaks: [
      { minQuantity: 500, paise: 18000 },
      { minQuantity: 1000, paise: 16500 },
    ],
  },
};
const bengaliCards = { ...visitingCards, title: 'স্ট্যান্ডার্ড ভিজিটিং কার্ড', unit: 'কার্ড' };
const letterheads: MessageProduct & { sku: string } = {
  sku: 'letter-head-2',
  title: 'Single Theme Letterhead',
  unit: 'letterheads',
  price: { kind: 'per-pack', packPaise: 165000, packSize: 1000 },
};

describe('messages that state the basis', () => {
  const order = (product: MessageProduct, quantity: number, locale: 'en-IN' | 'bn-IN' = 'en-IN') =>
    buildOrderMessage({ product, quantity, customer: emptyCustomerDetails }, shop, messageTemplates[locale].order);
  const list = (lines: OrderListLine[], locale: 'en-IN' | 'bn-IN' = 'en-IN') =>
    buildOrderListMessage({ lines, customer: emptyCustomerDetails }, shop, messageTemplates[locale].orderList);

  it('prices 100 visiting cards at ₹200, not ₹20,000', () => {
    expect(order(visitingCards, 100)).toContain('Quantity: 100 cards\nPrice: ₹200 per 100 cards\nTotal: ₹200\n\n');
    expect(list([{ product: visitingCards, quantity: 100 }])).toContain('\n100 cards · ₹200 per 100 · ₹200\n');
  });

  it('prices 300 visiting cards at ₹600', () => {
    expect(order(visitingCards, 300)).toContain('Total: ₹600\n');
    expect(list([{ product: visitingCards, quantity: 300 }])).toContain('300 cards · ₹200 per 100 · ₹600\n');
  });

  it('prices 1,000 single-colour letterheads at ₹1,650', () => {
    expect(order(letterheads, 1000)).toContain(
      'Quantity: 1,000 letterheads\nPrice: ₹1,650 per 1,000 letterheads\nTotal: ₹1,650\n',
    );
    expect(list([{ product: letterheads, quantity: 1000 }])).toContain(
      '1,000 letterheads · ₹1,650 per 1,000 · ₹1,650\n',
    );
  });

  it('prices 1,000 cards past the breaks at ₹1,650 and says the ₹350 saved', () => {
    expect(order(visitingCards, 1000)).toContain(
      'Quantity: 1,000 cards\nPrice: ₹165 per 100 cards (bulk price)\nTotal: ₹1,650\nYou save: ₹350\n',
    );
    expect(list([{ product: visitingCards, quantity: 1000 }])).toContain(
      '1,000 cards · ₹165 per 100 · ₹1,650\nYou save ₹350 (bulk price)\n',
    );
  });

  it('uses the earlier price just below a break and the new one at it', () => {
    expect(order(visitingCards, 400)).toContain('Price: ₹200 per 100 cards\nTotal: ₹800\n\n');
    expect(order(visitingCards, 500)).toContain('Price: ₹180 per 100 cards (bulk price)\nTotal: ₹900\nYou save: ₹100');
    expect(order(visitingCards, 900)).toContain('Price: ₹180 per 100 cards (bulk price)\nTotal: ₹1,620\n');
  });

  it('says it in Bengali as the shop would, with Latin digits', () => {
    expect(order(bengaliCards, 100, 'bn-IN')).toContain('পরিমাণ: 100টি কার্ড\nদাম: প্রতি 100টি কার্ড ₹200\nমোট: ₹200\n');
    expect(order(bengaliCards, 1000, 'bn-IN')).toContain(
      'পরিমাণ: 1,000টি কার্ড\nদাম: প্রতি 100টি কার্ড ₹165 (বেশি পরিমাণের দাম)\nমোট: ₹1,650\nসাশ্রয়: ₹350\n',
    );
    expect(list([{ product: bengaliCards, quantity: 1000 }], 'bn-IN')).toContain(
      '1,000টি কার্ড · প্রতি 100টি ₹165 · ₹1,650\nসাশ্রয় ₹350 (বেশি পরিমাণের দাম)\n',
    );
    const mug = { sku: 'mug', title: 'মগ', price: { kind: 'fixed', unitPaise: 1500 } as Price };
    expect(list([{ product: mug, quantity: 2 }], 'bn-IN')).toContain('\n2টি · প্রতিটি ₹15 · ₹30\n');
  });
});
