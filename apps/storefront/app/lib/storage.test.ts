import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { memoryStorage, throwingStorage } from '../test/storage';
import { readStored, readStoredJson, writeStored } from './storage';

const Line = v.object({ sku: v.string(), quantity: v.pipe(v.number(), v.integer(), v.minValue(1)) });

describe('storage that never throws', () => {
  it('reads back what a schema accepts, with the schema’s output', () => {
    const storage = memoryStorage();
    writeStored(storage, 'line', { sku: 'custom-mugs-1', quantity: 2, extra: true });
    // valibot's object drops unknown keys: the output, not the raw JSON, comes back.
    expect(readStored(storage, 'line', Line)).toEqual({ sku: 'custom-mugs-1', quantity: 2 });
  });

  it('reads another shape, garbage, nothing or unreadable storage as nothing', () => {
    const storage = memoryStorage();
    for (const garbage of ['{"sku":"a","quantity":0}', '{"sku":1}', '[]', '{', 'null']) {
      storage.setItem('line', garbage);
      expect(readStored(storage, 'line', Line)).toBeUndefined();
    }
    expect(readStored(storage, 'missing', Line)).toBeUndefined();
    expect(readStored(throwingStorage, 'line', Line)).toBeUndefined();
    expect(readStored(undefined, 'line', Line)).toBeUndefined();
  });

  it('reads raw JSON unchecked, and nothing for a missing key, garbage or unreadable storage', () => {
    const storage = memoryStorage();
    writeStored(storage, 'flag', true);
    expect(readStoredJson(storage, 'flag')).toBe(true);
    storage.setItem('flag', '{');
    expect(readStoredJson(storage, 'flag')).toBeUndefined();
    expect(readStoredJson(storage, 'missing')).toBeUndefined();
    expect(readStoredJson(throwingStorage, 'flag')).toBeUndefined();
  });
});
