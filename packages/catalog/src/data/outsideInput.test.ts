/**
 * The catalogue's readers take any text a shop owner's spreadsheet can hold
 * without throwing: every bad row becomes a sentence naming the file and row (which
 * stops the build), never a crash or a half-read product. Property-based (fast-check).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { productColumns, readPrice, readProducts, slugify } from './tables';

/** Cells as spreadsheets write them: random text, quotes, commas, line breaks, numbers with ₹ and grouping. */
const cell = fc.oneof(
  fc.string(),
  fc.constantFrom('"', '""', ',', '\n', '\r\n', '₹ 1,250.50', '1e9', '-5', '0', 'on request', 'NaN', '২০০', ' 200 '),
  fc.double().map(String),
);
const csvText = fc.oneof(
  fc.string(),
  fc
    .array(fc.array(cell, { maxLength: 8 }), { maxLength: 10 })
    .map((rows) => rows.map((row) => row.join(',')).join('\n')),
);

describe('reading a shop’s spreadsheets', () => {
  it('any CSV text parses to rows with their spreadsheet numbers, or problems naming the file and row', () => {
    fc.assert(
      fc.property(csvText, (text) => {
        const problems: string[] = [];
        const table = parseCsv(text, 'products.csv', problems);
        for (const problem of problems) expect(problem).toMatch(/^products\.csv row \d+: /);
        let previous = 1;
        for (const record of table.records) {
          expect(record.row).toBeGreaterThan(previous);
          previous = record.row;
          for (const value of Object.values(record.cells)) expect(value).toBe(value.trim());
        }
      }),
      { numRuns: 500 },
    );
  });

  it('any products.csv gives whole products or problems, never a crash', () => {
    const header = productColumns.join(',');
    const row = fc
      .array(fc.oneof(cell, fc.constantFrom('mugs', 'images/mug.svg', 'images/missing.jpg', 'sku-1', '200')), {
        minLength: productColumns.length - 2,
        maxLength: productColumns.length + 1,
      })
      .map((cells) =>
        cells.map((value) => (/[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value)).join(','),
      );
    fc.assert(
      fc.property(fc.array(row, { maxLength: 6 }), (rows) => {
        const problems: string[] = [];
        const table = parseCsv([header, ...rows].join('\n'), 'products.csv', problems);
        const images = (path: string) =>
          path === 'images/mug.svg' ? { width: 480, height: 360 } : { problem: 'does not exist' };
        const products = readProducts(table, new Set(['mugs']), images, problems);
        for (const product of products) {
          expect(product.sku.length).toBeGreaterThan(0);
          expect(product.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
          expect(product.images.every((image) => image.width === 480)).toBe(true);
        }
        for (const problem of problems) expect(problem).toMatch(/^products\.csv/);
      }),
      { numRuns: 300 },
    );
  });

  it('any price cell is a price in whole paise, or a sentence saying what is wrong', () => {
    fc.assert(
      fc.property(cell, fc.oneof(fc.constantFrom('', 'each', 'sq ft', 'SQ FT'), fc.string()), (text, unit) => {
        const price = readPrice(text, unit);
        if (typeof price === 'string') {
          expect(price.length).toBeGreaterThan(0);
          return;
        }
        if (price.kind === 'fixed') expect(Number.isSafeInteger(price.unitPaise) && price.unitPaise > 0).toBe(true);
        if (price.kind === 'per-area') {
          expect(Number.isSafeInteger(price.paisePerSquareFoot) && price.paisePerSquareFoot > 0).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('any title makes a URL-safe slug', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (title) => {
        expect(slugify(title)).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
      }),
    );
  });
});
