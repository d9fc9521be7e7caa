// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The design system knows no shop. Every shop folder of the repository is read,
 * and none of its names may appear in the package's code, docs, stories or manifest: its
 * folder name, that name in camelCase (`giftShop`) or words (`gift shop`), and the shop's
 * display name from its profile.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const pkg = fileURLToPath(new URL('../', import.meta.url));

/** Every way a shop of `shops/` may be named, lower-cased. */
function shopNames(): string[] {
  return readdirSync(join(root, 'shops'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, 'shops', entry.name, 'profile.yaml')))
    .flatMap(({ name }) => {
      const profile = readFileSync(join(root, 'shops', name, 'profile.yaml'), 'utf8');
      const displayName = /^displayName:\s*['"]?(.+?)['"]?\s*$/m.exec(profile)?.[1];
      return [name, name.replace(/-/g, ''), name.replace(/-/g, ' '), ...(displayName ? [displayName] : [])];
    })
    .map((name) => name.toLowerCase());
}

/** Folders of generated or installed files, never entered: the build may rewrite `dist/` while this runs. */
const skipped = new Set(['node_modules', 'dist', 'paraglide', '__screenshots__', '.turbo']);

/** Every text file of the package but generated and installed ones, relative to it. */
function packageFiles(dir = ''): string[] {
  return readdirSync(join(pkg, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : packageFiles(file);
    return /\.(tsx?|mts|mjs|mdx|json|md)$/.test(file) && file !== 'src/noShop.test.ts' ? [file] : [];
  });
}

describe('the design system names no shop', () => {
  it('finds the shop folders to look for', () => {
    expect(shopNames()).toEqual(expect.arrayContaining(['gift-shop', 'giftshop', 'gift shop']));
  });

  it('has none of their names in its code, docs, stories or manifest', () => {
    const names = shopNames();
    const found = packageFiles().flatMap((file) => {
      const text = readFileSync(join(pkg, file), 'utf8').toLowerCase();
      return names.filter((name) => text.includes(name)).map((name) => `${file}: ${name}`);
    });
    expect(found).toEqual([]);
  });
});
