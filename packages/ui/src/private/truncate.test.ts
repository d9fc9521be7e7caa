import { describe, expect, it } from 'vitest';
import { carouselStep } from '../components/CategoryCarousel/CategoryCarousel';
import { truncateText } from './truncate';

describe('truncateText', () => {
  it('keeps short text and cuts long text at the limit with ...', () => {
    expect(truncateText('Short', 40)).toBe('Short');
    expect(truncateText('a'.repeat(40), 40)).toBe('a'.repeat(40));
    expect(truncateText('a'.repeat(41), 40)).toBe(`${'a'.repeat(40)}...`);
  });

  it('never splits a Bengali conjunct or an emoji', () => {
    expect(truncateText('ক্ষ🎁ক্ষ', 2)).toBe('ক্ষ🎁...');
  });
});

describe('carouselStep', () => {
  it('scrolls 220 px under 640 px wide, otherwise 280 px (spec §9)', () => {
    expect(carouselStep(639)).toBe(220);
    expect(carouselStep(640)).toBe(280);
  });
});
