/**
 * The browser's storage, never throwing: storage that is missing, full,
 * blocked or holds garbage reads as nothing and forgets what is written. Shared by the
 * order form's saved details, the order list and the remembered language.
 */
import type { GenericSchema } from 'valibot';

/** The browser's storage of that kind, or `undefined` where reading it throws (e.g. blocked cookies). */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind];
  } catch {
    return undefined;
  }
}

/**
 * The JSON value stored under `key`, unchecked; `undefined` when there is none, when it is
 * not JSON, or when storage cannot be read. Never throws.
 */
export function readStoredJson(storage: Storage | undefined, key: string): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw == null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * The JSON value stored under `key`, if it passes `schema` (a valibot schema, run through
 * its Standard Schema interface so that this module, which every page's header uses, does
 * not load valibot: its code goes with the order pages' schemas, not into every page's first
 * load); `undefined` when there is none, when it is garbage or another shape, or when storage
 * cannot be read. Never throws.
 */
export function readStored<T>(
  storage: Storage | undefined,
  key: string,
  schema: GenericSchema<unknown, T>,
): T | undefined {
  const value = readStoredJson(storage, key);
  if (value === undefined) return undefined;
  try {
    const result = schema['~standard'].validate(value);
    return result instanceof Promise || result.issues ? undefined : result.value;
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
