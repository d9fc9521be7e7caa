import { describe, expect, it } from 'vitest';
import { initialOrderValues } from './orderForm';
import {
  clearDraft,
  DETAILS_KEY,
  forgetDetails,
  loadDetails,
  loadDraft,
  MAX_FIELD_LENGTH,
  saveDetails,
  saveDraft,
} from './savedDetails';
import { memoryStorage, throwingStorage } from '../../test/storage';

const details = {
  ...initialOrderValues(1),
  firstName: 'অমিত',
  lastName: 'Das',
  phone: '9876543210',
  state: 'West Bengal',
};

describe('remembered details', () => {
  it('come back for the next order, without the quantity', () => {
    const storage = memoryStorage();
    saveDetails(storage, { ...details, quantity: '7' } as typeof details);
    const loaded = loadDetails(storage);
    expect(loaded).toMatchObject({ firstName: 'অমিত', lastName: 'Das', phone: '9876543210', state: 'West Bengal' });
    expect(loaded).not.toHaveProperty('quantity');
  });

  it('are gone after Forget my details', () => {
    const storage = memoryStorage();
    saveDetails(storage, details);
    forgetDetails(storage);
    expect(loadDetails(storage)).toBeUndefined();
  });

  it('are ignored when the storage holds garbage or something else', () => {
    const storage = memoryStorage();
    for (const raw of ['{not json', '"a string"', '[1,2]', '{"firstName":42}']) {
      storage.setItem(DETAILS_KEY, raw);
      expect(loadDetails(storage)).toBeUndefined();
    }
  });

  it('survive a 2,700-character address: the name stays and the address is kept to its longest', () => {
    const storage = memoryStorage();
    const { quantity: _quantity, ...customer } = { ...details, addressLine1: 'ক'.repeat(2700) };
    saveDetails(storage, customer);
    const loaded = loadDetails(storage);
    expect(loaded).toMatchObject({ firstName: 'অমিত', phone: '9876543210' });
    expect(loaded?.addressLine1).toHaveLength(MAX_FIELD_LENGTH);
    // Saved by an older build without the cut: read back the same way, not dropped whole.
    storage.setItem(DETAILS_KEY, JSON.stringify({ ...customer }));
    expect(loadDetails(storage)).toMatchObject({ firstName: 'অমিত', addressLine1: 'ক'.repeat(MAX_FIELD_LENGTH) });
  });

  it('fill in missing fields from an older save as empty', () => {
    const storage = memoryStorage();
    storage.setItem(DETAILS_KEY, JSON.stringify({ firstName: 'Asha' }));
    expect(loadDetails(storage)).toMatchObject({ firstName: 'Asha', phone: '', addressLine2: '' });
  });

  it('never throw when storage throws or is missing', () => {
    expect(() => saveDetails(throwingStorage, details)).not.toThrow();
    expect(loadDetails(throwingStorage)).toBeUndefined();
    expect(() => forgetDetails(throwingStorage)).not.toThrow();
    expect(loadDetails(undefined)).toBeUndefined();
  });
});

describe('form drafts', () => {
  it('keep everything typed for one product, quantity included, until cleared', () => {
    const storage = memoryStorage();
    saveDraft(storage, 'mugs-1', { ...details, quantity: '12' });
    expect(loadDraft(storage, 'mugs-1')).toEqual({ ...details, quantity: '12' });
    expect(loadDraft(storage, 'cards-1')).toBeUndefined();
    clearDraft(storage, 'mugs-1');
    expect(loadDraft(storage, 'mugs-1')).toBeUndefined();
  });

  it('survive storage that throws', () => {
    expect(() => saveDraft(throwingStorage, 'mugs-1', details)).not.toThrow();
    expect(loadDraft(throwingStorage, 'mugs-1')).toBeUndefined();
  });
});
