import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultListingQuery, isFiltered, listingFilter, listingQuerySearch, parseListingQuery } from './listingQuery';

describe('the listing query in the address', () => {
  it('reads the sort order, price bounds and the orderable-now filter', () => {
    expect(parseListingQuery('?sort=price-desc&max=500')).toEqual({ sort: 'price-desc', max: 500, orderable: false });
    expect(parseListingQuery('sort=name&min=100&max=300&orderable=1')).toEqual({
      sort: 'name',
      min: 100,
      max: 300,
      orderable: true,
    });
  });

  it('reads price bounds written in Bengali digits', () => {
    expect(parseListingQuery('?min=১০০&max=৫০০')).toEqual({ sort: 'featured', orderable: false, min: 100, max: 500 });
  });

  it('falls back to the default for values that make no sense, without an error', () => {
    expect(parseListingQuery('?sort=banana&max=-5')).toEqual(defaultListingQuery);
    expect(parseListingQuery('?min=1e3&max=%E0%A4&orderable=maybe&sort=')).toEqual(defaultListingQuery);
    expect(parseListingQuery('')).toEqual(defaultListingQuery);
  });

  it('reads a minimum above the maximum as the range between them', () => {
    expect(parseListingQuery('?min=900&max=200')).toMatchObject({ min: 200, max: 900 });
  });

  it('writes only what differs from the default, so the plain address stays plain', () => {
    expect(listingQuerySearch(defaultListingQuery)).toBe('');
    expect(listingQuerySearch({ sort: 'price-asc', max: 500, orderable: true })).toBe(
      'sort=price-asc&max=500&orderable=1',
    );
  });

  it('round-trips through the address for any query', () => {
    const query = fc.record({
      sort: fc.constantFrom('featured', 'price-asc', 'price-desc', 'name' as const),
      min: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: undefined }),
      max: fc.option(fc.integer({ min: 50_000, max: 100_000 }), { nil: undefined }),
      orderable: fc.boolean(),
      page: fc.option(fc.integer({ min: 2, max: 500 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(query, (q) => {
        const clean = Object.fromEntries(Object.entries(q).filter(([, value]) => value !== undefined));
        expect(parseListingQuery(listingQuerySearch(q))).toEqual(clean);
      }),
    );
  });

  it('never throws on any address', () => {
    fc.assert(fc.property(fc.string(), (text) => void parseListingQuery(text)));
  });

  it('turns rupees into paise for the catalogue filter, and knows when anything is filtered', () => {
    expect(listingFilter({ sort: 'featured', min: 100, max: 500, orderable: true })).toEqual({
      orderableOnly: true,
      minPaise: 10_000,
      maxPaise: 50_000,
    });
    expect(isFiltered({ sort: 'price-desc', orderable: false })).toBe(false);
    expect(isFiltered({ sort: 'featured', orderable: true })).toBe(true);
  });

  it('reads the page of a sorted or filtered list, from 2 up, and leaves the first page out of the address', () => {
    expect(parseListingQuery('sort=name&page=3')).toEqual({ sort: 'name', orderable: false, page: 3 });
    expect(parseListingQuery('sort=name&page=৪')).toEqual({ sort: 'name', orderable: false, page: 4 });
    for (const page of ['1', '0', '-2', 'two', '03', '']) {
      expect(parseListingQuery(`sort=name&page=${page}`), page).toEqual({ sort: 'name', orderable: false });
    }
    expect(listingQuerySearch({ sort: 'name', orderable: false, page: 1 })).toBe('sort=name');
    expect(listingQuerySearch({ sort: 'name', orderable: false, page: 2 })).toBe('sort=name&page=2');
  });
});
