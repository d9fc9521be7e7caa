import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, '../../scripts/compress.mjs');
let site: string;
afterEach(() => rmSync(site, { recursive: true, force: true }));

/** A page of about `bytes` characters: product cards in a varied order, as a listing page's are. */
function pageOf(bytes: number): string {
  const words = ['Photo', 'mug', 'frame', 'visiting', 'card', 'banner', 'sticker', '325 mL', '₹350', 'A4', 'matte'];
  let seed = 1;
  const cards: string[] = [];
  for (let length = 0; length < bytes;) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const card = `<article class="c${seed % 97}"><h2>${words[seed % words.length]} ${seed % 1000}</h2></article>`;
    cards.push(card);
    length += card.length;
  }
  return `<main>${cards.join('')}</main>`;
}

/** A built site of one page of about `bytes` characters, compressed by the script with `env`; its files after. */
function compressSite(env: Record<string, string>, bytes = 4_000): string[] {
  site = mkdtempSync(join(tmpdir(), 'compress-'));
  writeFileSync(join(site, 'index.html'), pageOf(bytes));
  execFileSync(process.execPath, [script, site], { env: { ...process.env, ...env }, stdio: 'pipe' });
  return readdirSync(site).sort();
}

describe('precompressed copies (scripts/compress.mjs)', () => {
  it('are written beside each page, brotli and gzip, and give the page back', () => {
    expect(compressSite({})).toEqual(['index.html', 'index.html.br', 'index.html.gz']);
    const page = readFileSync(join(site, 'index.html'));
    expect(brotliDecompressSync(readFileSync(join(site, 'index.html.br')))).toEqual(page);
    expect(gunzipSync(readFileSync(join(site, 'index.html.gz')))).toEqual(page);
  });

  it('trade some bytes for time past SHOP_COMPRESS_BULK_MB of pages (a big catalogue), and still give the page back', () => {
    compressSite({}, 200_000);
    const small = readFileSync(join(site, 'index.html.br')).length;
    rmSync(site, { recursive: true, force: true });
    compressSite({ SHOP_COMPRESS_BULK_MB: '0.1' }, 200_000);
    const bulk = readFileSync(join(site, 'index.html.br'));
    expect(brotliDecompressSync(bulk)).toEqual(readFileSync(join(site, 'index.html')));
    expect(bulk.length).toBeGreaterThan(small);
  });

  it('are left out with SHOP_PRECOMPRESS=off, for a host that compresses on its own', () => {
    expect(compressSite({ SHOP_PRECOMPRESS: 'off' })).toEqual(['index.html']);
  });
});
