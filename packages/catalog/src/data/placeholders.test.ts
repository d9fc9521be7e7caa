import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dataDir as giftShopDataDir } from '@shops/gift-shop/data';
import { afterEach, describe, expect, it } from 'vitest';
import { placeholdersIn } from './placeholders';
import { loadShopData } from './load';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of the gift shop's data folder with `profile` as its profile.yaml. */
function shopWithProfile(profile: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'shop-placeholders-'));
  folders.push(dir);
  cpSync(giftShopDataDir, dir, { recursive: true });
  writeFileSync(join(dir, 'profile.yaml'), profile);
  return dir;
}

describe('placeholders in a new profile (pnpm create-shop)', () => {
  it('finds every TODO value with its path, nested and in lists', () => {
    expect(
      placeholdersIn({
        displayName: 'TODO: the name',
        tagline: 'A TODO list shop',
        delivery: { state: ' TODO' },
        locales: ['TODO'],
      }),
    ).toEqual([
      ['displayName', 'TODO: the name'],
      ['delivery.state', ' TODO'],
      ['locales.0', 'TODO'],
    ]);
  });

  it('stops the build, naming each field to fill in, before any other check', () => {
    const dir = shopWithProfile(
      [
        "displayName: 'TODO: your shop name'",
        "whatsAppNumber: 'TODO: country code and number, digits only'",
        'copyrightYear: 2026',
        'logo: images/logo.svg',
        'locales: [en-IN, bn-IN]',
      ].join('\n'),
    );
    expect(() => loadShopData(dir)).toThrow(
      /profile\.yaml displayName: fill this in: it still says "TODO: your shop name"[\s\S]*profile\.yaml whatsAppNumber: fill this in/,
    );
  });

  it('builds once they are filled in', () => {
    const dir = shopWithProfile(
      [
        "displayName: 'Ma Tara Prints'",
        "whatsAppNumber: '919876543210'",
        'copyrightYear: 2026',
        'logo: images/logo.svg',
      ].join('\n'),
    );
    expect(loadShopData(dir).profile.displayName).toBe('Ma Tara Prints');
  });
});
