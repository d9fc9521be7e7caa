import { describe, expect, it } from 'vitest';
import { localeOfPath, localisePath, pathWithoutLocale, switchLocale } from './locale';

describe('page addresses in two languages', () => {
  it('reads the language from the address: /bn and below are Bengali, everything else English', () => {
    expect(localeOfPath('/bn')).toBe('bn-IN');
    expect(localeOfPath('/bn/')).toBe('bn-IN');
    expect(localeOfPath('/bn/product/custom-mugs')).toBe('bn-IN');
    expect(localeOfPath('/')).toBe('en-IN');
    expect(localeOfPath('/product/custom-mugs')).toBe('en-IN');
    // A word that merely starts with 'bn' is not the prefix.
    expect(localeOfPath('/bnx/product')).toBe('en-IN');
  });

  it('puts site paths in a language, keeping the query and the fragment, and leaves everything else alone', () => {
    expect(localisePath('/', 'bn-IN')).toBe('/bn');
    expect(localisePath('/product/custom-mugs?sort=name#top', 'bn-IN')).toBe('/bn/product/custom-mugs?sort=name#top');
    expect(localisePath('/search?q=মগ', 'bn-IN')).toBe('/bn/search?q=মগ');
    expect(localisePath('/product/custom-mugs', 'en-IN')).toBe('/product/custom-mugs');
    expect(localisePath('/bn/product/custom-mugs', 'bn-IN')).toBe('/bn/product/custom-mugs');
    for (const other of ['https://wa.me/910000000000', 'mailto:a@b.in', '#main', '//cdn.example/x', 'about-us']) {
      expect(localisePath(other, 'bn-IN')).toBe(other);
    }
  });

  it('finds the same page in the other language, however prerendering wrote the path', () => {
    expect(switchLocale('/product/custom-mugs', 'bn-IN')).toBe('/bn/product/custom-mugs');
    expect(switchLocale('/bn/product/custom-mugs', 'en-IN')).toBe('/product/custom-mugs');
    expect(switchLocale('/bn', 'en-IN')).toBe('/');
    expect(switchLocale('/', 'bn-IN')).toBe('/bn');
    expect(switchLocale('/order-list/', 'bn-IN')).toBe('/bn/order-list');
    expect(pathWithoutLocale('/bn/')).toBe('/');
  });
});
