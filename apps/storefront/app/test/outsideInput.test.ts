/**
 * Every parser of outside input takes any string without throwing and without
 * letting it out of its shape: addresses (the language switch's links), query values
 * (`/order-product?sku=`), navigation state, and every storage key. Property-based
 * (fast-check): random, percent-broken and hostile strings.
 */
import fc from 'fast-check';
import { catalogue } from 'virtual:shop-data';
import { describe, expect, it } from 'vitest';
import { localeOfPath, localisePath, pathWithoutLocale, switchLocale } from '../i18n/locale';
import { rememberedLanguage, shouldOfferLocale } from '../features/language/languageChoice';
import { productForOrderPage, productFromState } from '../lib/orderPageProduct';
import { readStoredList } from '../features/ordering/orderList';
import { loadDetails, loadDraft } from '../features/ordering/savedDetails';

/** Strings an address bar or a link can carry: random text, path-like text, percent escapes (broken ones too), slashes. */
const hostile = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.webPath(),
  fc
    .array(fc.constantFrom('/', '//', '%', '%2F', '%E0%A6', '%zz', '..', 'bn', '<script>', '"', '\\', '?', '#', 'ক'), {
      maxLength: 12,
    })
    .map((parts) => parts.join('')),
  fc.string({ minLength: 2000, maxLength: 5000 }),
);

/** A Storage holding `value` under every key (or throwing on every read, when `value` is `undefined`). */
function storageWith(value: string | undefined): Storage {
  const read = () => {
    if (value === undefined) throw new DOMException('The operation is insecure.', 'SecurityError');
    return value;
  };
  return {
    length: 1,
    getItem: read,
    setItem: () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    },
    removeItem: () => undefined,
    clear: () => undefined,
    key: () => null,
  };
}

describe('addresses', () => {
  it('any path gives a locale and a site path of this shop, never another site', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const path = `/${text}`;
        expect(['en-IN', 'bn-IN']).toContain(localeOfPath(path));
        for (const href of [pathWithoutLocale(path), switchLocale(path, 'en-IN'), switchLocale(path, 'bn-IN')]) {
          // A site path: one leading slash, so the language switch never links off the shop ('//evil.example').
          expect(href).toMatch(/^\/(?!\/)/);
          expect(href.startsWith('/\\')).toBe(false);
        }
        expect(switchLocale(path, 'bn-IN')).toMatch(/^\/bn([/?#]|$)/);
      }),
      { numRuns: 500 },
    );
  });

  it('switching to Bengali and back lands on the same English page', () => {
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        const english = pathWithoutLocale(`/${path.replace(/^\/+/, '')}`);
        fc.pre(localeOfPath(english) === 'en-IN');
        expect(switchLocale(switchLocale(english, 'bn-IN'), 'en-IN')).toBe(english);
      }),
      { numRuns: 300 },
    );
  });

  it('links that are not site paths are left alone', () => {
    for (const href of ['https://wa.me/911234567890', 'mailto:shop@example.in', '#main', '//cdn.example/x']) {
      expect(localisePath(href, 'bn-IN')).toBe(href);
    }
  });
});

describe('query values and navigation state', () => {
  const skus = new Set(catalogue.products.map((product) => product.sku));

  it('/order-product?… with any query and any state finds a real product or none', () => {
    fc.assert(
      fc.property(fc.anything(), hostile, (state, query) => {
        for (const search of [query, `?sku=${query}`, `?sku=${encodeURIComponent(query)}`]) {
          const product = productForOrderPage(catalogue, state, search);
          if (product) expect(skus.has(product.sku)).toBe(true);
          expect(productForOrderPage(undefined, state, search)).toBeUndefined();
        }
      }),
      { numRuns: 300 },
    );
  });

  it('state with a product of any shape is that product only when it is whole', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.anything()), (product) => {
        expect(productFromState({ product })).toBeUndefined();
      }),
    );
  });
});

describe('storage', () => {
  /** Stored values: random text, random JSON of any shape, JSON of almost the right shape, or a read that throws. */
  const stored = fc.oneof(
    fc.string(),
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc
      .record({ version: fc.anything(), lines: fc.array(fc.anything()), firstName: fc.anything() })
      .map((value) => JSON.stringify(value)),
    fc.constant(undefined),
  );

  it('garbage, wrong types, stale versions or a storage that throws never break a page', () => {
    fc.assert(
      fc.property(stored, fc.array(fc.string()), (value, languages) => {
        const storage = storageWith(value);
        const list = readStoredList(storage);
        expect(Array.isArray(list.lines)).toBe(true);
        const details = loadDetails(storage);
        if (details) expect(typeof details.firstName).toBe('string');
        expect(loadDraft(storage, 'mugs-1') === undefined || typeof loadDraft(storage, 'mugs-1') === 'object').toBe(
          true,
        );
        expect([undefined, 'en-IN', 'bn-IN']).toContain(rememberedLanguage(storage));
        expect(typeof shouldOfferLocale(storage, languages, 'bn-IN', 'en-IN')).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });
});
