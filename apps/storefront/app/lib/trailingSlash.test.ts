import { describe, expect, it } from 'vitest';
import { withoutTrailingSlash } from './trailingSlash';

describe('withoutTrailingSlash', () => {
  it('drops the slash and keeps the query and fragment', () => {
    expect(withoutTrailingSlash('/bn/')).toBe('/bn');
    expect(withoutTrailingSlash('/about-us/', '?utm=x#top')).toBe('/about-us?utm=x#top');
    expect(withoutTrailingSlash('/product/custom-mugs//')).toBe('/product/custom-mugs');
  });

  it('leaves the home page and addresses without one alone', () => {
    expect(withoutTrailingSlash('/')).toBeUndefined();
    expect(withoutTrailingSlash('/bn')).toBeUndefined();
    expect(withoutTrailingSlash('/search', '?q=mug/')).toBeUndefined();
  });

  it('turns a path of slashes into the home page', () => {
    expect(withoutTrailingSlash('///')).toBe('/');
  });
});
