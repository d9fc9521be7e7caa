/**
 * The browser's storage, never throwing: storage that is missing, full,
 * blocked or holds garbage reads as nothing and forgets what is written. Shared by the
 * order form's saved details, the order list and the remembered language.
 */
import * as v from 'valibot';

/** The browser's storage of that kind, or `undefined` where reading it throws (e.g. blocked cookies). */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind];
  } catch {
    return undefined;
  }
}

/**
 * The JSON value stored under `key`, if it passes `schema`; `undefined` when there is
 * none, when it is garbage or another shape, or when storage cannot be read. Never throws.
 */
export function readStored<T>(
  storage: Storage | undefined,
  key: string,
  schema: v.GenericSchema<unknown, T>,
): T | undefined {
  try {
    const raw = storage?.getItem(key);
    if (raw == null) return undefined;
    const parsed = v.safeParse(schema, JSON.parse(raw));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Stores `value` as JSON under `key`; full or blocked storage (or none) just does not
 * remember it, and never throws.
 */
export function writeStored(storage: Storage | undefined, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or blocked storage: the order still goes out, it just is not remembered.
  }
}

/** Removes `key`; storage that cannot be reached has nothing to forget. Never throws. */
export function removeStored(storage: Storage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to forget if the storage cannot be reached.
  }
}
