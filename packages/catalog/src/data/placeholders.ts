/**
 * Placeholders a new shop's profile carries until its owner writes them (`pnpm
 * create-shop` writes "TODO: …" values, and the build stops on each, named).
 */

/** A value still marked for the shop's owner to write: text that starts with "TODO". */
const placeholder = /^\s*TODO\b/;

/**
 * Every placeholder in a YAML document, as `[path, text]` (`delivery.state`, `locales.0`), in
 * document order.
 */
export function placeholdersIn(raw: unknown, path = ''): [string, string][] {
  if (typeof raw === 'string') return placeholder.test(raw) ? [[path, raw]] : [];
  if (raw === null || typeof raw !== 'object') return [];
  return Object.entries(raw).flatMap(([key, value]) => placeholdersIn(value, path ? `${path}.${key}` : key));
}
