import { describe, expect, it } from 'vitest';
import { carouselStep } from '../components/CategoryCarousel/CategoryCarousel';
import { step } from '../components/CategoryCarousel/CategoryCarousel.css';
import { truncateText } from './truncate';

describe('truncateText', () => {
  it('keeps short text and cuts long text at the limit with ...', () => {
    expect(truncateText('Short', 40)).toBe('Short');
    expect(truncateText('a'.repeat(40), 40)).toBe('a'.repeat(40));
    expect(truncateText('a'.repeat(41), 40)).toBe(`${'a'.repeat(40)}...`);
  });

  it('never splits a Bengali conjunct or an emoji', () => {
    expect(truncateText('ক্ষ🎁ক্ষ', 2)).toBe('ক্ষ🎁...');
    // Longer than the limit in code units, not in characters: kept whole.
    expect(truncateText('ক্ষ🎁ক্ষ', 3)).toBe('ক্ষ🎁ক্ষ');
    expect(truncateText('ফটো মগ', 5)).toBe('ফটো মগ');
    expect(truncateText('ফটো মগ', 4)).toBe('ফটো ম...');
    // The same again (a second card with the same subtitle) cuts the same.
    expect(truncateText('ফটো মগ', 4)).toBe('ফটো ম...');
    // A cut is kept by limit and text: another limit cuts elsewhere.
    expect(truncateText('ফটো মগ', 3)).toBe('ফটো ...');
  });

  it('cuts Latin text by code units, but not before a combining mark or inside an emoji', () => {
    expect(truncateText('Café crème, résumé', 4)).toBe('Café...');
    // 'e' + U+0301 (combining acute) is one character: the cut comes after the mark.
    expect(truncateText('Cafe\u0301 au lait', 4)).toBe('Cafe\u0301...');
    expect(truncateText('Mug 🎁 gift', 5)).toBe('Mug 🎁...');
    expect(truncateText('Mug\r\nset', 4)).toBe('Mug\r\n...');
  });
});

describe('carouselStep', () => {
  it("scrolls by the step the strip's style resolves from the theme, in px", () => {
    const strip = document.createElement('ul');
    const name = /var\((--[^),]+)/.exec(step)![1]!;
    strip.style.setProperty(name, '220px');
    document.body.append(strip);
    expect(carouselStep(strip)).toBe(220);
    strip.style.setProperty(name, '280px');
    expect(carouselStep(strip)).toBe(280);
    strip.remove();
  });
});
