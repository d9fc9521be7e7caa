import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, '../../scripts/compress.mjs');
let site: string;
afterEach(() => rmSync(site, { recursive: true, force: true }));

/** A built site of one page of `bytes` characters, compressed by the script with `env`; its files after. */
function compressSite(env: Record<string, string>, bytes = 4_000): string[] {
  site = mkdtempSync(join(tmpdir(), 'compress-'));
  writeFileSync(join(site, 'index.html'), `<p>${'Photo mug, 325 mL. '.repeat(bytes / 19)}</p>`);
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

  it('are left out with SHOP_PRECOMPRESS=off, for a host that compresses on its own', () => {
    expect(compressSite({ SHOP_PRECOMPRESS: 'off' })).toEqual(['index.html']);
  });
});
