import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUiLocale } from './i18n';
import { pageText, primePageTexts, recordPageTexts, takePageTexts } from './pageTexts';
import { truncateText } from './private/truncate';
import { formatCount } from './private/words';

afterEach(() => {
  vi.unstubAllGlobals();
  setUiLocale('en-IN');
  takePageTexts();
});

describe('page texts', () => {
  it('records what a render wrote, once per key, and stops when taken', () => {
    recordPageTexts();
    expect(pageText('a', () => 'one')).toBe('one');
    expect(pageText('b', () => 'two')).toBe('two');
    expect(pageText('a', () => 'one')).toBe('one');
    expect(takePageTexts()).toEqual({ a: 'one', b: 'two' });
    // Not recording now: nothing is kept for the next page.
    pageText('c', () => 'three');
    expect(takePageTexts()).toEqual({});
  });

  it('a new recording drops the last one', () => {
    recordPageTexts();
    pageText('old', () => 'x');
    recordPageTexts();
    pageText('new', () => 'y');
    expect(takePageTexts()).toEqual({ new: 'y' });
  });

  it('a primed text is used without working it out; an unprimed one is worked out', () => {
    primePageTexts({ 'test:primed': 'from the page' });
    const work = vi.fn(() => 'worked out');
    expect(pageText('test:primed', work)).toBe('from the page');
    expect(work).not.toHaveBeenCalled();
    expect(pageText('test:other', work)).toBe('worked out');
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('primes only the strings of an object', () => {
    for (const texts of [null, 'text', 5, ['listed']]) primePageTexts(texts);
    primePageTexts({ 'test:number': 5, 'test:ok': 'yes' });
    expect(pageText('0', () => 'worked out')).toBe('worked out');
    expect(pageText('test:number', () => 'worked out')).toBe('worked out');
    expect(pageText('test:ok', () => 'worked out')).toBe('yes');
  });

  it("carries a Bengali subtitle's cut and a count from a prerender to a browser that makes no Intl object", async () => {
    const subtitle = 'মাস্টারদা সূর্য সেনের প্রতিকৃতি সহ কাঠের চাবির রিং, শিক্ষক দিবসের জন্য উপহার';
    setUiLocale('bn-IN');
    // The prerender: works the texts out with Intl and records them.
    recordPageTexts();
    const cut = truncateText(`${subtitle} (pages)`, 40);
    const count = formatCount(123457);
    const carried = JSON.parse(JSON.stringify(takePageTexts())) as Record<string, string>;
    expect(cut).toMatch(/\.\.\.$/);
    expect(count).toBe('1,23,457');
    expect(Object.keys(carried)).toHaveLength(2);

    // The browser: fresh modules (no cut remembered, no formatter made), primed with the
    // page's texts, write the same without any Intl object.
    vi.resetModules();
    const browser = {
      ...(await import('./pageTexts')),
      ...(await import('./private/truncate')),
      ...(await import('./private/words')),
      ...(await import('./i18n')),
    };
    browser.setUiLocale('bn-IN');
    browser.primePageTexts(carried);
    // A constructor that refuses to be made.
    function refuse(): never {
      throw new Error('hydration made an Intl object');
    }
    vi.stubGlobal('Intl', { Segmenter: refuse, NumberFormat: refuse });
    expect(browser.truncateText(`${subtitle} (pages)`, 40)).toBe(cut);
    expect(browser.formatCount(123457)).toBe('1,23,457');
    // What the page did not carry is worked out with Intl (here refused, so it shows).
    expect(() => browser.formatCount(7654321)).toThrow('hydration made an Intl object');
    expect(() => browser.truncateText(`${subtitle} (other)`, 40)).toThrow('hydration made an Intl object');
  });
});
