import { dataDir as giftShopDataDir } from '@shops/gift-shop/data';
import { describe, expect, it } from 'vitest';
import { fillContentText } from './content';
import { loadShopData } from './data';

// This shop's data files, read and checked exactly as the build reads them.
const { content, localisedContent, profile } = loadShopData(giftShopDataDir);

describe("the gift shop's about text (facts that add up)", () => {
  it('fills the about text from the profile, its years in the trade counted from the one founding year', () => {
    const welcome = content.about?.welcome?.paragraphs[0] ?? '';
    expect(fillContentText(welcome, profile, 'en-IN', 2026)).toMatch(
      /^We opened our doors in 2015 as a small print shop \(PIN 732103\): that is 11 years in the print trade\. More than 10,000 customers/,
    );
    expect(fillContentText(welcome, profile, 'en-IN', 2030)).toContain('that is 15 years in the print trade');
    const bengali = localisedContent['bn-IN']?.about?.welcome?.paragraphs[0] ?? '';
    expect(fillContentText(bengali, profile, 'en-IN', 2026)).toMatch(
      /^2015 সালে .* সেই থেকে 11 বছর ধরে ছাপার কাজ করছি।/,
    );
  });

  it('counts no years before the founding year', () => {
    expect(fillContentText('{yearsInTrade}', profile, 'en-IN', 2010)).toBe('0');
  });
});
