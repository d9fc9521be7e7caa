/**
 * Bolpur Kantha House's catalogue and profile: plain data in the shared catalogue
 * model (`@storefront/catalog`), checked by the shared schema in `shop.test.ts`.
 * Prices are integer paise.
 */
import type { Catalogue, Category, Picture, Product, ShopProfile } from '@storefront/catalog';
import { PLACEHOLDER_WHATSAPP_NUMBER, resolveShopProfile } from '@storefront/catalog';
import bagSrc from './images/bag.svg';
import cushionSrc from './images/cushion.svg';
import logoSrc from './images/logo.svg';
import stoleSrc from './images/stole.svg';

const picture = (src: string, alt: string): Picture => ({ src, alt, width: 400, height: 300 });

const categories: Category[] = [
  { slug: 'kantha', name: 'Kantha Stitch', image: picture(stoleSrc, ''), layout: 'listing', scrollToTopOnOpen: true },
  {
    slug: 'leather',
    name: 'Shantiniketan Leather',
    image: picture(bagSrc, ''),
    layout: 'listing',
    scrollToTopOnOpen: true,
  },
];

const products: Product[] = [
  {
    sku: 'kh-stole-1',
    slug: 'kantha-silk-stole',
    categorySlug: 'kantha',
    title: 'Kantha Silk Stole',
    subtitle: 'Tussar silk stole hand-stitched with running-stitch florals by women artisans of Bolpur',
    images: [picture(stoleSrc, 'Indigo stole with gold running-stitch circles')],
    price: { kind: 'fixed', unitPaise: 145000 },
    minQuantity: 1,
    details: ['About 2 m × 0.7 m', 'Dry clean only'],
  },
  {
    sku: 'kh-cushion-1',
    slug: 'kantha-cushion-cover',
    categorySlug: 'kantha',
    title: 'Kantha Cushion Cover',
    subtitle: '16 × 16 in cotton cover, sold in pairs',
    images: [picture(cushionSrc, 'Red cushion cover with a stitched leaf')],
    price: { kind: 'fixed', unitPaise: 32500 },
    minQuantity: 2,
    details: [],
  },
  {
    sku: 'kh-saree-1',
    slug: 'kantha-saree',
    categorySlug: 'kantha',
    title: 'Hand-Stitched Kantha Saree',
    subtitle: 'Made to order; the price depends on the stitch density you choose',
    images: [],
    price: { kind: 'on-request' },
    minQuantity: 1,
    details: [],
  },
  {
    sku: 'kh-tote-1',
    slug: 'shantiniketan-leather-tote',
    categorySlug: 'leather',
    title: 'Shantiniketan Leather Tote',
    subtitle: 'Batik-embossed leather tote',
    images: [picture(bagSrc, 'Brown leather tote with a diamond motif')],
    price: { kind: 'fixed', unitPaise: 120000 },
    minQuantity: 1,
    details: [],
  },
  {
    sku: 'kh-purse-1',
    slug: 'leather-coin-purse',
    categorySlug: 'leather',
    title: 'Leather Coin Purse',
    subtitle: 'Back after the monsoon',
    images: [],
    price: { kind: 'unavailable' },
    minQuantity: 1,
    details: [],
  },
];

const hero = {
  heading: 'Kantha from Bolpur, stitched by hand',
  text: 'Stoles, sarees and home linen from the artisans of Birbhum, ordered on WhatsApp.',
  image: picture(stoleSrc, ''),
};

/** The shop's catalogue: two categories, five products, no carousel or blog. */
export const catalogue: Catalogue = {
  categories,
  products,
  // One page: the header links to the category sections on it (see App.tsx), not to category pages.
  navigation: [],
  home: { carousel: [], hero, shopByNeeds: [], categoryTiles: [], blogPosts: [], promo: hero, featuredSkus: [] },
  banners: { fastDelivery: hero, aboutInfo: hero, contact: hero },
};

const defaultProfile: ShopProfile = {
  displayName: 'Bolpur Kantha House',
  tagline: 'Kantha and leather from Shantiniketan',
  whatsAppNumber: PLACEHOLDER_WHATSAPP_NUMBER,
  isPlaceholderContact: true,
  email: 'hello@example.com',
  phone: '+91 00000 00000',
  postalCode: '731204',
  socialUrl: 'https://www.instagram.com/',
  videoChannelUrl: 'https://www.youtube.com/',
  foundedYear: 2019,
  customerCount: 1200,
  yearsInIndustry: 5,
  copyrightYear: 2026,
  logo: picture(logoSrc, 'Bolpur Kantha House'),
};

/** The shop's profile: the defaults above, overridden by `VITE_SHOP_*` build variables. */
export const profile: ShopProfile = resolveShopProfile(defaultProfile, import.meta.env);
