import { describe, expect, it } from 'vitest';
import type { WorkboxPlugin } from 'workbox-core';
import { answeredFromCache, pageCacheKey, pagePathOf, savedAt, savedCopies } from './savedCopies';

describe('the pages cache', () => {
  it('keeps one entry per page whatever query a link carries (a static host ignores it)', () => {
    const plain = 'https://shop.example/product/custom-mugs';
    for (const queried of [
      `${plain}?utm_source=whatsapp&utm_medium=share`,
      `${plain}?fbclid=IwAR0abc#top`,
      `${plain}?variant=photo-frames-6`,
    ]) {
      expect(pageCacheKey(queried)).toBe(plain);
    }
    expect(pageCacheKey('https://shop.example/search?q=mug')).toBe('https://shop.example/search');
  });

  it('knows the page a data file belongs to, without a trailing slash', () => {
    expect(pagePathOf('https://shop.example/_.data')).toBe('/');
    expect(pagePathOf('https://shop.example/bn/product/custom-mugs.data?_routes=x')).toBe('/bn/product/custom-mugs');
    expect(pagePathOf('https://shop.example/about-us/')).toBe('/about-us');
    expect(pagePathOf('https://shop.example/')).toBe('/');
  });

  it('dates a saved answer by its Date header, and only a real one', () => {
    expect(savedAt(new Response('', { headers: { date: 'Wed, 25 Nov 2026 14:05:00 GMT' } }))).toBe(
      Date.UTC(2026, 10, 25, 14, 5),
    );
    expect(savedAt(new Response(''))).toBeUndefined();
    expect(savedAt(new Response('', { headers: { date: 'yesterday' } }))).toBeUndefined();
  });
});

describe('which answers came from the cache', () => {
  const plugin = savedCopies as Required<Pick<WorkboxPlugin, 'cachedResponseWillBeUsed' | 'handlerWillRespond'>>;
  const request = new Request('https://shop.example/product/custom-mugs.data');
  const saved = new Response('old', { headers: { date: 'Wed, 25 Nov 2026 14:05:00 GMT' } });
  const call = async (response: Response, read: Response | null) => {
    const state = {};
    await plugin.cachedResponseWillBeUsed({
      cacheName: 'pages',
      request,
      cachedResponse: read ?? undefined,
      state,
    } as never);
    await plugin.handlerWillRespond({ request, response, state } as never);
  };

  it('records the saved copy sent, with its date', async () => {
    await call(saved, saved);
    expect(answeredFromCache.get('/product/custom-mugs')).toBe(Date.UTC(2026, 10, 25, 14, 5));
  });

  it("forgets it when the host's answer is sent, even after the cache was read (the host won the race)", async () => {
    await call(saved, saved);
    await call(new Response('new'), saved);
    expect(answeredFromCache.has('/product/custom-mugs')).toBe(false);
  });
});
