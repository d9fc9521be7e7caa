import { describe, expect, it } from 'vitest';
import { pageCacheKey, pagePathOf } from './savedCopies';

describe('the pages cache', () => {
  it('keeps one entry per page whatever tracking parameters a shared link carries', () => {
    const plain = 'https://shop.example/product/custom-mugs';
    for (const tracked of [
      `${plain}?utm_source=whatsapp&utm_medium=share`,
      `${plain}?fbclid=IwAR0abc`,
      `${plain}?gclid=xyz&utm_campaign=diwali`,
    ]) {
      expect(pageCacheKey(tracked)).toBe(plain);
    }
  });

  it('keeps the parameters that change the page, in their order', () => {
    expect(pageCacheKey('https://shop.example/search?q=mug&utm_source=wa&sort=price')).toBe(
      'https://shop.example/search?q=mug&sort=price',
    );
    expect(pageCacheKey('https://shop.example/product/frames/photo-frame?variant=photo-frames-6')).toBe(
      'https://shop.example/product/frames/photo-frame?variant=photo-frames-6',
    );
  });

  it('knows the page a data file belongs to', () => {
    expect(pagePathOf('https://shop.example/_.data')).toBe('/');
    expect(pagePathOf('https://shop.example/bn/product/custom-mugs.data?_routes=x')).toBe('/bn/product/custom-mugs');
    expect(pagePathOf('https://shop.example/about-us')).toBe('/about-us');
  });
});
