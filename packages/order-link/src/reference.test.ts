import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOrderReference, orderReference } from './reference';

describe('order references', () => {
  it('read as the date in India and four unambiguous characters', () => {
    // 20 Nov 2026, 20:00 UTC is already 21 Nov in Kolkata (UTC+5:30).
    const reference = orderReference(new Date('2026-11-20T20:00:00Z'), () => new Uint8Array([0, 10, 31, 32]));
    expect(reference).toBe('261121-0AZ0');
    expect(isOrderReference(reference)).toBe(true);
  });

  it('never contain I, L, O or U, for any random bytes', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        fc.uint8Array({ minLength: 4, maxLength: 4 }),
        (date, bytes) => {
          const reference = orderReference(date, () => bytes);
          expect(isOrderReference(reference)).toBe(true);
          expect(reference).not.toMatch(/[ILOU]/);
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('differ between orders (random part from crypto)', () => {
    const references = new Set(Array.from({ length: 200 }, () => orderReference()));
    expect(references.size).toBeGreaterThan(190);
  });
});
