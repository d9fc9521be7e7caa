// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { codePointsOf, shopFontSubsets, subsetFace } from '../../../../scripts/subset-fonts.mjs';
import { giftShopTokens } from '../tokens';
import { giftShopFaces } from './faceList';

const shopDir = fileURLToPath(new URL('../..', import.meta.url));
const subsets = shopFontSubsets(shopDir);
const familyOf = (stack: string) => /^"([^"]+)"/.exec(stack)?.[1];

/**
 * Cutting a font and compressing it to WOFF2 is CPU-bound work of 1–3 s per file on this
 * 2-core machine, and several times that while turbo runs other packages' builds and tests
 * beside it: Vitest's 5 s default, meant for quick unit tests, failed a fresh CI clone on
 * 2026-11-25. The limit only catches a hang.
 */
const SUBSET_TIMEOUT_MS = 120_000;

describe("the gift-shop theme's font files", () => {
  it.each(subsets)(
    '$file is what the script cuts from the self-hosted font',
    async (subset) => {
      const committed = readFileSync(new URL(`./${subset.file}`, import.meta.url));
      expect(Buffer.from(await subsetFace(shopDir, subset)).equals(committed)).toBe(true);
    },
    SUBSET_TIMEOUT_MS,
  );

  it('keeps Bengali pages light: under 125 KB for both Bengali files, under 40 KB for both Latin ones', () => {
    const size = (part: string) =>
      subsets
        .filter(({ file }) => file.endsWith(`-${part}.woff2`))
        .reduce((total, { file }) => total + readFileSync(new URL(`./${file}`, import.meta.url)).length, 0);
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
    for (const {
      weight: [min, max],
    } of body) {
      expect(Math.min(...weights)).toBeGreaterThanOrEqual(min!);
      expect(Math.max(...weights)).toBeLessThanOrEqual(max!);
    }
    for (const face of heading) {
      expect(face.weight).toEqual([Number(giftShopTokens.fontWeight.bold), Number(giftShopTokens.fontWeight.bold)]);
    }
  });

  it("draws Bengali body text with the phone's own Noto Sans Bengali, at each weight, before downloading it", () => {
    const faces = giftShopFaces();
    const body = faces.filter((face) => face.family === familyOf(giftShopTokens.font.body));
    const bengali = body.filter((face) => face.file === 'noto-sans-bengali-bengali.woff2');
    // One rule per weight range, each weight token in exactly one.
    for (const weight of Object.values(giftShopTokens.fontWeight).map(Number))
      expect(bengali.filter(({ weight: [min, max] }) => min <= weight && weight <= max)).toHaveLength(1);
    const namesAt = (weight: number) =>
      bengali.find(({ weight: [min, max] }) => min <= weight && weight <= max)!.localNames;
    // A static Bold file first for bold text; the Regular (or variable) file as the last resort.
    expect(namesAt(700).slice(0, 2)).toEqual(['Noto Sans Bengali Bold', 'NotoSansBengali-Bold']);
    for (const weight of [400, 500, 700])
      expect(namesAt(weight).slice(-2)).toEqual(['Noto Sans Bengali Regular', 'NotoSansBengali-Regular']);
    // Latin text and the headings' font come from the files (phones have other Latin fonts).
    expect(
      faces.filter((face) => face.localNames.length > 0 && face.file !== 'noto-sans-bengali-bengali.woff2'),
    ).toEqual([]);
  });

  it('splits every subset of a family by the same weight ranges, so the browser combines them by unicode-range', () => {
    const faces = giftShopFaces();
    for (const family of new Set(faces.map((face) => face.family))) {
      const rangesOf = (file: string) =>
        faces.filter((face) => face.family === family && face.file === file).map((face) => face.weight.join('–'));
      const files = [...new Set(faces.filter((face) => face.family === family).map((face) => face.file))];
      for (const file of files) expect(rangesOf(file), file).toEqual(rangesOf(files[0]!));
    }
    const subset = { family: 'F', source: 'f.woff2', weight: [400, 700], unicodeRange: 'U+0041' };
    expect(() =>
      giftShopFaces([
        { ...subset, file: 'a.woff2', local: [{ weight: [400, 400], names: ['F Regular'] }] },
        { ...subset, file: 'b.woff2', local: [{ weight: [400, 700], names: ['F Regular'] }] },
      ]),
    ).toThrow(/b\.woff2.*weight ranges/);
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
