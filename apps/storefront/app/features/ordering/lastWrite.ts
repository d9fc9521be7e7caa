/**
 * The last write of the order list, recorded where every tab reads the same.
 *
 * A browser may keep a copy of localStorage in each tab's process and bring it up to
 * date a moment after another tab writes (Chromium does): a tab that takes the order
 * list's lock right after another tab released it can still read the list as it was
 * before, and write over the other tab's line. IndexedDB has no such copy, so the tab
 * that writes the list records there what it wrote, and the next holder of the lock
 * waits until its localStorage shows that before it reads.
 */
import { ORDER_LIST_KEY } from './orderList';
import { SENT_ORDER_KEY } from './orderListState';

/** What a write left in localStorage: the order list's text and the sent order's (`null`: none). */
export interface WrittenTexts {
  readonly list: string | null;
  readonly sent: string | null;
}

/** Where the last write is recorded. Both methods settle, never reject, and give up after a second. */
export interface WriteRecord {
  /** The texts of the last recorded write, or `undefined` when there is none (or it cannot be read). */
  read(): Promise<WrittenTexts | undefined>;
  /** Records `texts` as the last write. */
  write(texts: WrittenTexts): Promise<void>;
}

const DATABASE = 'storefront.orderList';
const STORE = 'lastWrite';
const KEY = 'texts';
/** How long an IndexedDB request may take before the record is treated as missing, in ms. */
const GIVE_UP_MS = 1000;

/** `request`'s result, or `fallback` on an error or after {@link GIVE_UP_MS}. */
function settle<T, F>(request: () => IDBRequest<T>, fallback: F): Promise<T | F> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), GIVE_UP_MS);
    const done = (value: T | F) => {
      clearTimeout(timer);
      resolve(value);
    };
    try {
      const pending = request();
      pending.onsuccess = () => done(pending.result);
      pending.onerror = () => done(fallback);
    } catch {
      done(fallback);
    }
  });
}

/**
 * The record in this origin's IndexedDB, or `undefined` where there is none (prerendering,
 * a browser without it). A database that cannot be opened makes every read `undefined`.
 */
export function indexedDbRecord(): WriteRecord | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  let opened: Promise<IDBDatabase | undefined> | undefined;
  // An open that failed or timed out is not kept: the next write tries again.
  const database = () =>
    (opened ??= settle(() => {
      const request = indexedDB.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      return request;
    }, undefined).then((db) => {
      if (!db) opened = undefined;
      else db.onversionchange = () => db.close();
      return db;
    }));
  return {
    async read() {
      const db = await database();
      if (!db) return undefined;
      const value = await settle(() => db.transaction(STORE).objectStore(STORE).get(KEY), undefined);
      return isWrittenTexts(value) ? value : undefined;
    },
    async write(texts) {
      const db = await database();
      if (db) await settle(() => db.transaction(STORE, 'readwrite').objectStore(STORE).put(texts, KEY), undefined);
    },
  };
}

function isWrittenTexts(value: unknown): value is WrittenTexts {
  if (typeof value !== 'object' || value === null) return false;
  const { list, sent } = value as Record<string, unknown>;
  return (list === null || typeof list === 'string') && (sent === null || typeof sent === 'string');
}

/** What `storage` holds now under the order list's keys; `undefined` when it cannot be read. */
export function storedTexts(storage: Storage | undefined): WrittenTexts | undefined {
  try {
    return storage ? { list: storage.getItem(ORDER_LIST_KEY), sent: storage.getItem(SENT_ORDER_KEY) } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Waits until `storage` shows the last write in `record` (checking every 10 ms, for at
 * most `timeoutMs`). After that it goes on anyway: a tab of an older version of the shop,
 * which records nothing, may have written since, and then localStorage is the newer.
 */
export async function caughtUp(storage: Storage | undefined, record: WriteRecord, timeoutMs = 1000): Promise<void> {
  const last = await record.read();
  if (!last) return;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const now = storedTexts(storage);
    if (!now || (now.list === last.list && now.sent === last.sent) || Date.now() >= deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
