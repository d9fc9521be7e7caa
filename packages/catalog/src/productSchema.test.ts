/**
 * Translations are keyed by the platform's locale list, not by English and Bengali: with
 * a made-up third locale in the list (for this file only), a product keeps its words in it.
 */
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import type * as Locale from './locale';
import { translations } from './productSchema';
import { Text } from './schemaPrimitives';

vi.mock('./locale', async (importOriginal) => {
  const locale = await importOriginal<typeof Locale>();
  return { ...locale, shopLocales: [...locale.shopLocales, 'xx-IN'] };
});

describe('translations keyed by locale', () => {
  it("keeps every platform locale's words and drops a locale the platform does not know", () => {
    const schema = translations(v.object({ name: Text }));
    expect(v.parse(schema, { 'bn-IN': { name: 'মগ' }, 'xx-IN': { name: 'Xug' }, 'zz-IN': { name: 'Zug' } })).toEqual({
      'bn-IN': { name: 'মগ' },
      'xx-IN': { name: 'Xug' },
    });
  });

  it("refuses a platform locale's words that are not text", () => {
    expect(v.safeParse(translations(v.object({ name: Text })), { 'xx-IN': { name: '' } }).success).toBe(false);
  });
});
