/**
 * Neutral sample data for stories: pictures drawn as data-URI SVGs, so stories need
 * no shop's catalogue (the design system must not know one).
 */
import type { Picture, PriceValue as Price } from '../model';
import photo from './sample-photo.jpg?w=400;800;1200&format=avif;webp;jpeg&as=picture';

/** A sample picture of `width`×`height` px in `colour`, with a label drawn on it. */
export function samplePicture(label: string, colour = '#0F766E', width = 480, height = 360): Picture {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#FFF7ED"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="${colour}"/><text x="50%" y="92%" font-family="sans-serif" font-size="${Math.round(height / 12)}" text-anchor="middle" fill="#2B2D42">${label}</text></svg>`;
  return { src: `data:image/svg+xml,${encodeURIComponent(svg)}`, alt: label, width, height };
}

/**
 * A sample photo (1200 × 900 JPEG) as a shop's build serves one: AVIF, WebP and
 * JPEG at 400, 800 and 1200 px in `sources`, so components draw it as `<picture>`.
 */
export const samplePhoto: Picture = {
  src: photo.img.src,
  width: photo.img.w,
  height: photo.img.h,
  alt: 'Rotating photo lamp',
  sources: photo.sources,
};

/** A wide 1200×400 sample for banners. */
export const sampleBannerArt = samplePicture('', '#F59E0B', 1200, 400);

/** Sample category links for carousels, tiles and navigation. */
export const sampleCategories = [
  'Calendars',
  'Business Cards',
  'Corporate Gifts',
  'Banners',
  'Mugs',
  'Photo Frames',
  'Standees',
].map((label, index) => ({
  label,
  href: `/product/${label.toLowerCase().replace(/\s+/g, '-')}`,
  image: { ...samplePicture(label, ['#0F766E', '#E4572E', '#F59E0B'][index % 3]), alt: '' },
}));

/*
 * Prices as the trade sells. Their words ('cards', '300 cards'…) are English
 * here, like every fixture; `locale.ts` has them in Bengali, and the stories' args pass
 * through `translateArgs`, so a Bengali story shows '100টি কার্ড'.
 */

/** What the sample cards are called, plural (Bengali 'কার্ড'). */
export const sampleCardUnit = 'cards';

/**
 * Visiting cards: ₹200 per pack of 100, ₹180 per 100 from 500, ₹165 per 100 from 1,000
 * (sample prices of the trade). Minimum 100 cards, in steps of 100.
 */
export const sampleCardPrice = {
  kind: 'per-pack',
  packPaise: 20000,
  packSize: 100,
  breaks: [
    { minQuantity: 500, paise: 18000 },
    { minQuantity: 1000, paise: 16500 },
  ],
} as const satisfies Price;

/** The cards' one-tap quantities, in pieces. */
export const sampleCardChoices = [100, 200, 500, 1000] as const;

/** What the sample medals are called, plural (Bengali 'মেডেল'). */
export const sampleMedalUnit = 'medals';

/** Letterheads: ₹700 per pack of 100, ₹640 per 100 from 500, ₹600 per 100 from 1,000 (sample prices of the trade). */
export const sampleLetterheadPrice = {
  kind: 'per-pack',
  packPaise: 70000,
  packSize: 100,
  breaks: [
    { minQuantity: 500, paise: 64000 },
    { minQuantity: 1000, paise: 60000 },
  ],
} as const satisfies Price;

/** What the sample letterheads are called, plural (Bengali 'লেটারহেড'). */
export const sampleLetterheadUnit = 'letterheads';
