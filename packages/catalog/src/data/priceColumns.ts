/**
 * The trade columns of `products.csv`: the price and its basis (`price`,
 * `price_unit`, `pack_size`), and the quantity rule and price breaks (`quantity_step`,
 * `quantity_choices`, `price_breaks`), read into the model. Prices are written in rupees
 * and become integer paise here, once; every problem is a sentence naming the column
 * and the rule, which the caller prefixes with the file, row and SKU.
 */
import { quantityRuleProblems } from '../basis';
import type { Price, PriceBreak, PrintSize, Product } from '../model';
import { parseRupees } from '../money';
import { splitList } from './csv';

/**
 * Reads a price cell written in rupees with its basis (`unit`: empty or 'each' per piece,
 * 'pack' per pack of `packSize` pieces, 'sq ft' per square foot) as a
 * {@link Price}: '200' → ₹200 each; '200' with 'pack' and '100' → ₹200 per 100; 'on
 * request' (or the spec's 'Available') → price on request; 'not available' → listed but
 * not orderable. Returns a problem sentence naming the column and the rule otherwise.
 */
export function readPrice(cell: string, unit: string, packSize = ''): Price | string {
  const text = cell.trim();
  const basis = unit.trim().toLowerCase() || 'each';
  const pack = packSize.trim();
  if (text === '') return `price is empty: write rupees (e.g. 200), "on request" or "not available"`;
  if (basis !== 'pack' && pack !== '') return `pack_size "${pack}" needs price_unit "pack"`;
  if (/^(on request|available)$/i.test(text)) return { kind: 'on-request' };
  if (/^not available$/i.test(text)) return { kind: 'unavailable' };
  const paise = parseRupees(text);
  if (paise === undefined) return `price "${cell}" is not a number of rupees`;
  if (paise <= 0) return `price "${cell}" must be more than 0 rupees`;
  if (basis === 'each') return { kind: 'fixed', unitPaise: paise };
  if (basis === 'sq ft') return { kind: 'per-area', paisePerSquareFoot: paise };
  if (basis === 'pack') {
    const size = Number(pack);
    if (pack === '' || !/^\d+$/.test(pack) || !Number.isSafeInteger(size) || size < 2) {
      return `pack_size "${pack}" must be the number of pieces in one pack, 2 or more (price_unit is "pack")`;
    }
    return { kind: 'per-pack', packPaise: paise, packSize: size };
  }
  return `price_unit "${unit}" must be "each", "pack" or "sq ft"`;
}

/**
 * Reads a `price_breaks` cell: 'quantity: rupees' pairs separated by '|',
 * '500: 180 | 1000: 165' (from 500 pieces, ₹180 a piece or a pack). Returns a problem
 * sentence for a pair that is not a whole quantity and an amount of rupees.
 */
export function readPriceBreaks(cell: string): PriceBreak[] | string {
  const breaks: PriceBreak[] = [];
  for (const pair of splitList(cell)) {
    const match = /^([\d,]+)\s*:\s*(.+)$/.exec(pair);
    const quantity = match ? Number(match[1]!.replace(/,/g, '')) : NaN;
    const paise = match ? parseRupees(match[2]!) : undefined;
    if (!match || !Number.isSafeInteger(quantity) || paise === undefined) {
      return `price_breaks "${pair}" must be a quantity and a price in rupees, like "500: 180"`;
    }
    breaks.push({ minQuantity: quantity, paise });
  }
  return breaks;
}

/** Reads a `quantity_choices` cell ('100 | 200 | 500 | 1,000') as whole numbers, or a problem sentence. */
function readQuantities(cell: string, column: string): number[] | string {
  const values = splitList(cell).map((part) => part.replace(/,/g, ''));
  const bad = values.find((part) => !/^\d+$/.test(part) || Number(part) < 1);
  return bad === undefined ? values.map(Number) : `${column} "${bad}" must be a whole number of 1 or more`;
}

/**
 * The quantity rule and price breaks of a product row: `quantity_step`,
 * `quantity_choices` and `price_breaks`, checked together with the price's basis and
 * `min_quantity` by {@link quantityRuleProblems}. Problems name the row and the column;
 * `undefined` when there are any.
 */
export function readQuantityRule(
  cells: Readonly<Record<string, string>>,
  basis: Price | string,
  minQuantity: number,
  where: string,
  problems: string[],
): { price: Price; rule: Pick<Product, 'quantityStep' | 'quantityChoices'> } | undefined {
  const before = problems.length;
  const stepText = cells.quantity_step ?? '';
  const step = stepText === '' ? undefined : Number(stepText);
  if (step !== undefined && (!/^\d+$/.test(stepText) || step < 1)) {
    problems.push(`${where}: quantity_step "${stepText}" must be a whole number of 1 or more`);
  }
  const choices = readQuantities(cells.quantity_choices ?? '', 'quantity_choices');
  if (typeof choices === 'string') problems.push(`${where}: ${choices}`);
  const breaks = readPriceBreaks(cells.price_breaks ?? '');
  if (typeof breaks === 'string') problems.push(`${where}: ${breaks}`);
  if (
    problems.length > before ||
    typeof basis === 'string' ||
    typeof choices === 'string' ||
    typeof breaks === 'string'
  ) {
    return undefined;
  }
  if (breaks.length > 0 && basis.kind !== 'fixed' && basis.kind !== 'per-pack') {
    problems.push(`${where}: price_breaks need a price per piece ("each") or per pack`);
    return undefined;
  }
  const price: Price = breaks.length > 0 ? ({ ...basis, breaks } as Price) : basis;
  const rule = {
    ...(step !== undefined ? { quantityStep: step } : {}),
    ...(choices.length > 0 ? { quantityChoices: choices } : {}),
  };
  for (const problem of quantityRuleProblems({ minQuantity, price, ...rule })) problems.push(`${where}: ${problem}`);
  return problems.length > before ? undefined : { price, rule };
}

/**
 * Reads a `size_presets` cell: the sizes people order of a product priced by
 * area, length × width in feet, separated by '|': '2x3 | 3x6 | 4.5x6' (× or x). Each side
 * is 1 to 100 ft with at most two decimals. Returns a problem sentence otherwise, or
 * when the product is not priced per square foot.
 */
export function readSizePresets(cell: string, price: Price | string): PrintSize[] | string {
  const sizes: PrintSize[] = [];
  for (const part of splitList(cell)) {
    const match = /^(\d+(?:\.\d{1,2})?)\s*[x×]\s*(\d+(?:\.\d{1,2})?)$/i.exec(part);
    const [lengthFeet, widthFeet] = match ? [Number(match[1]), Number(match[2])] : [NaN, NaN];
    if (!match || [lengthFeet, widthFeet].some((side) => side < 1 || side > 100)) {
      return `size_presets "${part}" must be a length and a width in feet from 1 to 100, like "3x6"`;
    }
    sizes.push({ lengthFeet, widthFeet });
  }
  if (sizes.length > 0 && typeof price !== 'string' && price.kind !== 'per-area') {
    return 'size_presets are for a product priced by area (price_unit "sq ft")';
  }
  return sizes;
}
