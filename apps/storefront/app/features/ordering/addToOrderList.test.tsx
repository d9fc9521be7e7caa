import * as english from 'virtual:shop-data';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveShop } from '../../lib/shopData';
import { memoryStorage } from '../../test/storage';

const product = resolveShop(english, {}).catalogue.products[0]!;

afterEach(() => {
  vi.doUnmock('./orderListStore');
  vi.doUnmock('@storefront/ui');
  vi.resetModules();
});

/** `addToOrderList` with the design system's toasts recorded, and `storeModule` in place of the store's module, if given. */
async function withToasts(storeModule?: () => never) {
  const notify = vi.fn();
  // The toast's parts are not drawn here: only what it says is looked at.
  vi.doMock('@storefront/ui', () => ({ notify, Link: () => null, Text: () => null }));
  if (storeModule) vi.doMock('./orderListStore', storeModule);
  const { addToOrderList } = await import('./addToOrderList');
  return { addToOrderList, notify };
}

describe('addToOrderList', () => {
  it('says in a toast that the list could not be opened when its code does not arrive, and adds nothing', async () => {
    const { addToOrderList, notify } = await withToasts(() => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    await addToOrderList(product, 'en-IN');
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith(
      'error',
      'The order list could not be opened: check the connection and try again.',
    );
  });

  it('puts the product on the list and says so once the store has loaded', async () => {
    const { addToOrderList, notify } = await withToasts();
    const { createOrderListStore } = await import('./orderListStore');
    const storage = memoryStorage();
    const store = createOrderListStore(() => storage, new EventTarget());
    await addToOrderList(product, 'en-IN', { store });
    expect(store.getSnapshot().lines.map((line) => line.sku)).toEqual([product.sku]);
    expect(notify).toHaveBeenCalledWith('success', expect.anything());
  });
});
