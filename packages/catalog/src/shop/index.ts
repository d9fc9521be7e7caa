/**
 * This shop's catalogue and default profile (spec §1–§3, §9), normalised from the
 * source data at import time. Another shop writes its own module of this shape.
 */
import type { Catalogue, Category, CategoryLink, Picture, Product, ShopProfile } from '../model';
import { PLACEHOLDER_WHATSAPP_NUMBER } from '../profile';
import { normaliseSourceProduct, type SourcePicture } from '../source';
import { bannerPictures, logoPicture, pictures } from './pictures';
import { sourceProducts } from './products';

const withAlt = (picture: SourcePicture, alt: string): Picture => ({ ...picture, alt });

/** Banner area price (spec §9): ₹10 per square foot. */
export const BANNER_PAISE_PER_SQUARE_FOOT = 1000;

const categoryList: ReadonlyArray<[slug: string, name: string, image: SourcePicture]> = [
  ['banners', 'Flex & Banners', pictures.banner],
  ['business-cards', 'Business Cards', pictures.businessCard],
  ['calendar', 'Calendars & Diaries', pictures.calendar],
  ['corporate-gifts', 'Corporate Gifts', pictures.bottle],
  ['custom-mugs', 'Custom Mugs', pictures.mug],
  ['photo-frames', 'Photo Frames', pictures.photoFrame],
  ['standees', 'Standees & Signage', pictures.standee],
  ['stickers', 'Stickers', pictures.sticker],
  ['trophy', 'Trophies & Mementos', pictures.trophy],
  ['pen', 'Pens', pictures.pen],
  ['keychains', 'Key Rings', pictures.keyring],
  ['tiles', 'Photo Tiles', pictures.tile],
  ['tshirts', 'T-shirts', pictures.tshirt],
  ['letter-head', 'Letterheads', pictures.letterhead],
  ['invitation-card', 'Invitation Cards', pictures.invitation],
  ['id-cards', 'ID Cards', pictures.idCard],
];

const categories: Category[] = categoryList.map(([slug, name, image]) => ({
  slug,
  name,
  image: withAlt(image, ''),
  layout: slug === 'banners' ? 'area-calculator' : 'listing',
  // Spec §2: listings scroll to top on open, except letter heads.
  scrollToTopOnOpen: slug !== 'letter-head',
}));

const bannerProduct: Product = {
  sku: 'banners-1',
  slug: 'flex-and-banner',
  categorySlug: 'banners',
  title: 'Flex & Banner',
  subtitle: 'Weatherproof flex printed to your size, with eyelets on request',
  images: [
    withAlt(pictures.banner, 'Flex banner on two poles'),
    withAlt(pictures.bannerShopFront, 'Shop-front flex board above a door'),
    withAlt(pictures.bannerRollUp, 'Roll-up banner on its stand'),
    withAlt(pictures.bannerEvent, 'Event banner with bunting'),
  ],
  price: { kind: 'per-area', paisePerSquareFoot: BANNER_PAISE_PER_SQUARE_FOOT },
  minQuantity: 1,
  details: [],
};

const products: Product[] = [
  ...Object.entries(sourceProducts).flatMap(([group, list]) =>
    list.map((source) => normaliseSourceProduct(source, group === 'featured' ? null : group)),
  ),
  bannerProduct,
];

const categoryByslug = new Map(categories.map((category) => [category.slug, category]));

function link(slug: string, label?: string, href = `/product/${slug}`): CategoryLink {
  const category = categoryByslug.get(slug);
  if (!category) throw new Error(`No category ${slug} for a link`);
  return { label: label ?? category.name, href, image: category.image };
}

/** This shop's normalised catalogue. */
export const catalogue: Catalogue = {
  categories,
  products,
  navigation: [
    link('calendar', 'Calendar & Diaries', '/product/Calendar'),
    link('business-cards'),
    link('corporate-gifts'),
    link('standees', 'Signage'),
    link('tshirts'),
    link('invitation-card'),
  ],
  home: {
    carousel: [
      'calendar',
      'business-cards',
      'corporate-gifts',
      'banners',
      'custom-mugs',
      'photo-frames',
      'standees',
    ].map((slug) => link(slug)),
    hero: {
      heading: 'Print it. Gift it. Love it.',
      text: 'Business cards, banners, photo gifts and more — printed in West Bengal, from a single piece.',
      image: withAlt(bannerPictures.hero, ''),
    },
    shopByNeeds: [
      link('letter-head', 'Office stationery: letterheads'),
      link('standees', 'Shop and event signage: standees'),
      link('corporate-gifts', 'Gifts for your team and clients'),
    ],
    categoryTiles: [
      'banners',
      'business-cards',
      'calendar',
      'corporate-gifts',
      'custom-mugs',
      'photo-frames',
      'standees',
      'stickers',
      'trophy',
      'pen',
      'keychains',
      'tiles',
      'tshirts',
      'letter-head',
      'invitation-card',
      'id-cards',
    ].map((slug) => link(slug)),
    blogPosts: [
      {
        title: 'How offset printing works',
        excerpt: 'Why business cards and letterheads printed in bulk come out crisp and cheap.',
        href: 'https://en.wikipedia.org/wiki/Offset_printing',
        image: withAlt(pictures.letterhead, ''),
      },
      {
        title: 'Dye-sublimation: photos that last on mugs and tiles',
        excerpt: 'The heat-transfer process behind photo mugs, tiles and cushions.',
        href: 'https://en.wikipedia.org/wiki/Dye-sublimation_printer',
        image: withAlt(pictures.mug, ''),
      },
    ],
    promo: {
      heading: 'Order from a single piece',
      text: 'No minimum on photo gifts: one mug, one frame, one lamp — made just for you.',
      image: withAlt(bannerPictures.promo, ''),
    },
    featuredSkus: sourceProducts.featured?.map((source) => `featured-${source.id}`) ?? [],
  },
  banners: {
    fastDelivery: {
      heading: 'Fast delivery across West Bengal',
      text: 'We deliver to every reachable PIN code in the state.',
      image: withAlt(bannerPictures.fastDelivery, ''),
    },
    aboutInfo: {
      heading: 'Printing memories since 2015',
      text: 'A family print shop that grew into West Bengal’s gift studio.',
      image: withAlt(bannerPictures.about, ''),
    },
    contact: {
      heading: 'We Can’t Wait to Hear From You!',
      text: 'Message us on WhatsApp, write to us, or visit the shop.',
      image: withAlt(bannerPictures.contact, ''),
    },
  },
};

/**
 * This shop's profile before build-time overrides (see `resolveShopProfile`).
 * The WhatsApp number, email and phone are documented placeholders: set
 * VITE_SHOP_WHATSAPP, VITE_SHOP_EMAIL and VITE_SHOP_PHONE for the real shop.
 */
export const defaultProfile: ShopProfile = {
  displayName: 'Print & Gift Studio',
  tagline: 'Custom printing and personalised gifts in West Bengal',
  whatsAppNumber: PLACEHOLDER_WHATSAPP_NUMBER,
  isPlaceholderContact: true,
  email: 'orders@example.com',
  phone: '+91 00000 00000',
  postalCode: '732103',
  socialUrl: 'https://www.facebook.com/',
  videoChannelUrl: 'https://www.youtube.com/',
  foundedYear: 2015,
  customerCount: 10000,
  yearsInIndustry: 6,
  copyrightYear: 2024,
  logo: { ...logoPicture, alt: '' },
};
