/**
 * Test helpers for the data loader: copies of the tiny shop in `__fixtures__/tiny-shop`
 * with some files edited, removed after each test, and the problems a folder reports.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { loadShopData, ShopDataError } from './load';

/** The tiny shop every loader test starts from. */
export const fixture = join(import.meta.dirname, '__fixtures__', 'tiny-shop');
const copies: string[] = [];

/** A copy of the tiny shop with `edit` applied to some of its files (a file it lacks is edited from empty). */
export function shopWith(edit: Record<string, (text: string) => string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'tiny-shop-'));
  copies.push(dir);
  cpSync(fixture, dir, { recursive: true });
  for (const [file, change] of Object.entries(edit)) {
    const path = join(dir, file);
    writeFileSync(path, change(existsSync(path) ? readFileSync(path, 'utf8') : ''));
  }
  return dir;
}

/** The problems `loadShopData` reports for `dir` (fails the test if it loads cleanly). */
export function problemsOf(dir: string): readonly string[] {
  try {
    loadShopData(dir);
  } catch (error) {
    if (error instanceof ShopDataError) return error.problems;
    throw error;
  }
  throw new Error(`${dir} loaded without problems`);
}

afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});
