/** Stand-ins for the browser's Web Storage in unit tests. */

/** A Map-backed Storage, like the browser's. */
export function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

/** Storage that throws on every call, as Safari's private mode, blocked cookies or a full quota can. */
export const throwingStorage = new Proxy({} as Storage, {
  get: () => () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  },
});
