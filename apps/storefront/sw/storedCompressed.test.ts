import { describe, expect, it } from 'vitest';
import {
  compressedForStorage,
  fromStorage,
  STORED_ENCODING_HEADER,
  storedCompressed,
  storedCopy,
} from './storedCompressed';

/** A listing page's data as a host answers it: repetitive text, dated, with its length. */
const page = (body = JSON.stringify(Array.from({ length: 200 }, (_, n) => ({ sku: `mug-${n}`, title: `মগ ${n}` })))) =>
  new Response(body, {
    status: 200,
    statusText: 'OK',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      date: 'Sat, 28 Nov 2026 10:00:00 GMT',
      'content-length': String(new TextEncoder().encode(body).byteLength),
    },
  });

const callback = <K extends 'cacheWillUpdate' | 'cachedResponseWillBeUsed'>(name: K) =>
  storedCompressed[name] as unknown as (options: Record<string, unknown>) => Promise<Response | null>;

describe('saved pages kept compressed', () => {
  it('stores a page in a fraction of its bytes and gives it back as it came, dated', async () => {
    const original = await page().clone().text();
    const { stored, bytes } = await storedCopy(page());
    expect(bytes).toBeLessThan(new TextEncoder().encode(original).byteLength / 4);
    expect(stored.headers.get(STORED_ENCODING_HEADER)).toBe('gzip');
    expect(stored.headers.has('content-length')).toBe(false);

    const back = fromStorage(stored);
    expect(await back.text()).toBe(original);
    expect(back.status).toBe(200);
    expect(back.headers.get('date')).toBe('Sat, 28 Nov 2026 10:00:00 GMT');
    expect(back.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(back.headers.has(STORED_ENCODING_HEADER)).toBe(false);
  });

  it('gives back a page saved uncompressed (by an earlier worker) unchanged', async () => {
    const saved = page('<!doctype html><title>Mugs</title>');
    expect(fromStorage(saved)).toBe(saved);
    expect(await fromStorage(saved).text()).toBe('<!doctype html><title>Mugs</title>');
  });

  it('as the pages strategy’s plugin: saves only a 200, compressed, and reads it back whole', async () => {
    expect(await callback('cacheWillUpdate')({ response: new Response('Not found', { status: 404 }) })).toBeNull();
    const toStore = await callback('cacheWillUpdate')({ response: page('x'.repeat(10_000)) });
    expect(toStore?.headers.get(STORED_ENCODING_HEADER)).toBe('gzip');
    // What Cache Storage keeps: the compressed bytes.
    const kept = new Response(await toStore!.arrayBuffer(), { headers: toStore!.headers });
    const read = await callback('cachedResponseWillBeUsed')({ cachedResponse: kept });
    expect(await read?.text()).toBe('x'.repeat(10_000));
    expect(await callback('cachedResponseWillBeUsed')({ cachedResponse: undefined })).toBeNull();
  });

  it('never compresses twice', async () => {
    const once = compressedForStorage(page('y'.repeat(1000)));
    expect(compressedForStorage(once)).toBe(once);
  });
});
