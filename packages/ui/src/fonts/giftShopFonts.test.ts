// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { codePointsOf, giftShopFont, giftShopSubsets } from '../../scripts/subset-fonts.mjs';
import { giftShopTokens } from '../themes/giftShopTokens';

const subsets = giftShopSubsets;
const familyOf = (stack: string) => /^"([^"]+)"/.exec(stack)?.[1];

describe("the gift-shop theme's font files (issue 12)", () => {
  it.each(subsets)('$file is what the script cuts from the self-hosted font', async (subset) => {
    const committed = readFileSync(new URL(`./gift-shop/${subset.file}`, import.meta.url));
    expect(Buffer.from(await giftShopFont(subset)).equals(committed)).toBe(true);
  });

  it('keeps Bengali pages light: under 125 KB for both Bengali files, under 40 KB for both Latin ones', () => {
    const size = (part: string) =>
      subsets
        .filter(({ file }) => file.endsWith(`-${part}.woff2`))
        .reduce((total, { file }) => total + readFileSync(new URL(`./gift-shop/${file}`, import.meta.url)).length, 0);
    expect(size('bengali')).toBeLessThan(125 * 1024);
    expect(size('latin')).toBeLessThan(40 * 1024);
  });

  it('has every weight the theme draws each family in', () => {
    const weights = Object.values(giftShopTokens.fontWeight).map(Number);
    const faces = (family: string | undefined) => subsets.filter((subset) => subset.family === family);
    // Body text uses every weight token; headings are bold only (Text's heading recipe, h1–h6).
    const body = faces(familyOf(giftShopTokens.font.body));
    const heading = faces(familyOf(giftShopTokens.font.heading));
    expect([body.length, heading.length]).toEqual([3, 3]);
    for (const face of body) {
      expect(Math.min(...weights)).toBeGreaterThanOrEqual(face.weight[0]);
      expect(Math.max(...weights)).toBeLessThanOrEqual(face.weight[1]);
    }
    for (const face of heading) {
      expect(face.weight).toEqual([Number(giftShopTokens.fontWeight.bold), Number(giftShopTokens.fontWeight.bold)]);
    }
  });

  it('covers Latin, the rupee sign and Bengali once per family, with no overlap', () => {
    for (const family of new Set(subsets.map((subset) => subset.family))) {
      const points = subsets.filter((subset) => subset.family === family).map((s) => [...codePointsOf(s.unicodeRange)]);
      const all = points.flat();
      expect(new Set(all).size).toBe(all.length);
      for (const letter of ['A', '₹', 'ক', '্', '।', '\u200c']) expect(all).toContain(letter);
    }
  });

  it('reads a unicode-range and rejects anything else', () => {
    expect(codePointsOf('U+0041-0043, U+20B9')).toBe('ABC₹');
    expect(() => codePointsOf('A-Z')).toThrow(/unicode-range/);
  });
});
