/**
 * The page content in another of the shop's languages: `content.bn-IN.yaml`
 * holds only the words of `content.yaml` in Bengali, at the same keys and list positions,
 * and is laid over it. Pictures, category links, addresses and featured SKUs stay in
 * `content.yaml` alone, so a shop owner changes them once.
 */

/**
 * `translation` laid over `base`: objects merge key by key, lists item by item (a shorter
 * list keeps the rest of the base's items), and a text replaces the base's text.
 * A key that `base` does not have, or a text where `base` has a list or a section, is a
 * problem pushed as `file key: …` (then the base's value stays).
 * @param base - `content.yaml` as parsed
 * @param translation - `content.<locale>.yaml` as parsed
 * @param file - the translation's file name, for problems
 * @param problems - where problems go, one sentence each
 */
export function overlayTranslation(base: unknown, translation: unknown, file: string, problems: string[]): unknown {
  return overlay(base, translation, '', file, problems);
}

function overlay(base: unknown, translation: unknown, path: string, file: string, problems: string[]): unknown {
  if (translation === undefined || translation === null) return base;
  const where = `${file} ${path || '(top)'}`;
  if (Array.isArray(base)) {
    if (!Array.isArray(translation)) {
      problems.push(`${where}: content.yaml has a list here; write a list of the same length`);
      return base;
    }
    if (translation.length > base.length) {
      problems.push(`${where}: has ${translation.length} items but content.yaml has ${base.length}`);
      return base;
    }
    return base.map((item: unknown, i) => overlay(item, translation[i], `${path}[${i}]`, file, problems));
  }
  if (base && typeof base === 'object') {
    if (typeof translation !== 'object' || Array.isArray(translation)) {
      problems.push(`${where}: content.yaml has a section here; write its keys`);
      return base;
    }
    const merged: Record<string, unknown> = { ...(base as Record<string, unknown>) };
    for (const [key, inner] of Object.entries(translation)) {
      const at = path ? `${path}.${key}` : key;
      if (!(key in merged)) {
        problems.push(`${file} ${at}: content.yaml has no "${key}" here to translate`);
        continue;
      }
      merged[key] = overlay(merged[key], inner, at, file, problems);
    }
    return merged;
  }
  if (typeof base === 'string' && typeof translation !== 'string') {
    problems.push(`${where}: write the translated words as text`);
    return base;
  }
  return translation;
}

/**
 * The texts of `base` that `translation` leaves in the first language, as keys
 * (`about.welcome.paragraphs[1]`), skipping what is not words: pictures, addresses,
 * category slugs and SKUs. A shop in two languages must translate every one.
 * @param base - `content.yaml` as parsed
 * @param translation - `content.<locale>.yaml` as parsed (`undefined`: the file is missing)
 */
export function untranslatedTexts(base: unknown, translation: unknown): string[] {
  const missing: string[] = [];
  const walk = (value: unknown, other: unknown, path: string, key: string) => {
    if (notWords.has(key)) return;
    if (typeof value === 'string') {
      if (slugLists.has(key)) return;
      if (typeof other !== 'string' || other.trim() === '') missing.push(path);
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, Array.isArray(other) ? other[i] : undefined, `${path}[${i}]`, key));
      return;
    }
    if (value && typeof value === 'object') {
      for (const [inner, child] of Object.entries(value)) {
        const nested = other && typeof other === 'object' ? (other as Record<string, unknown>)[inner] : undefined;
        walk(child, nested, path ? `${path}.${inner}` : inner, inner);
      }
    }
  };
  walk(base, translation, '', '');
  return missing;
}

/** Keys whose values are addresses, pictures, slugs or SKUs, never words to translate. */
const notWords = new Set(['image', 'logo', 'href', 'category', 'featured']);
/** Lists of category links, whose plain items are slugs (the category's name is translated in categories.csv). */
const slugLists = new Set(['carousel', 'shopByNeeds', 'categoryTiles']);
