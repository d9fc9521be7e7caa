/**
 * The content model: the words and pictures of a shop's pages, apart from what it
 * sells (`Catalogue`) and who it is (`ShopProfile`). Every section is optional, so a
 * shop fills only what its pages show. Spec §2 (Home, About us, Product detail).
 */
import type { CategoryLink, Picture, ShopProfile } from './model';

/** A wide promotional picture with the words laid over it in HTML (spec §2 banners). */
export interface BannerArt {
  readonly heading: string;
  readonly text: string;
  /** Decorative art (`alt` empty): the words are the content. */
  readonly image: Picture;
}

/** A 'From The Blogs' card linking to an external article (spec §2 Home). */
export interface BlogPost {
  readonly title: string;
  readonly excerpt: string;
  /** Absolute http(s) URL of the article. */
  readonly href: string;
  readonly image: Picture;
}

/** A heading and its paragraphs of plain text. */
export interface TextBlock {
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

/** The home page's sections, in the spec's order (spec §2 Home). */
export interface HomeContent {
  /** The page's meta description, for search results and shared links. */
  readonly description?: string;
  readonly carousel?: readonly CategoryLink[];
  readonly hero?: BannerArt;
  readonly shopByNeeds?: readonly CategoryLink[];
  readonly categoryTiles?: readonly CategoryLink[];
  /** The heading above the category tiles (the shop's own words), e.g. 'Customized Categories'; default 'All categories'. */
  readonly categoryTilesHeading?: string;
  readonly blogPosts?: readonly BlogPost[];
  readonly promo?: BannerArt;
  /** The about text with the Get Started mail link. */
  readonly about?: TextBlock;
  /** SKUs of the 'More Products' grid, in display order. */
  readonly featuredSkus?: readonly string[];
}

/** The about page (spec §2 About us). */
export interface AboutContent {
  /** The page's meta description, for search results and shared links. */
  readonly description?: string;
  readonly banner?: BannerArt;
  readonly welcome?: TextBlock;
  /** 'We Can't Wait to Hear From You!' */
  readonly contact?: BannerArt;
  readonly deliveryBanner?: BannerArt;
}

/** What every product page shows besides the product (spec §1). */
export interface ProductPageContent {
  /** 'For customized gifts with your photo, please place your order via WhatsApp…' */
  readonly photoNote?: string;
  /** The fast-delivery banner. */
  readonly banner?: BannerArt;
}

/** All of a shop's page content; a shop fills only the sections its pages use. */
export interface ShopContent {
  readonly home?: HomeContent;
  readonly about?: AboutContent;
  readonly productPage?: ProductPageContent;
}

/** Every category link the content shows (carousel, shop-by-needs cards, category tiles), in page order. */
export function contentCategoryLinks(content: ShopContent): CategoryLink[] {
  const home = content.home ?? {};
  return [...(home.carousel ?? []), ...(home.shopByNeeds ?? []), ...(home.categoryTiles ?? [])];
}

/** The placeholders a content text may use, filled from the {@link ShopProfile}. */
export const contentPlaceholders = [
  'shopName',
  'foundedYear',
  'postalCode',
  'yearsInTrade',
  'customerCount',
  'phone',
  'email',
] as const;

/** One of {@link contentPlaceholders}. */
export type ContentPlaceholder = (typeof contentPlaceholders)[number];

const placeholderPattern = /\{(\w+)\}/g;

/** The `{name}` placeholders in `text` that are not {@link contentPlaceholders} (empty when all are known). */
export function unknownPlaceholders(text: string): string[] {
  const known = new Set<string>(contentPlaceholders);
  return [...text.matchAll(placeholderPattern)].map((match) => match[1] ?? '').filter((name) => !known.has(name));
}

/**
 * `text` with `{shopName}`, `{foundedYear}`… replaced from `profile`; numbers are
 * written for `locale` (`customerCount` 10000 → '10,000' in en-IN). `{yearsInTrade}` is
 * counted from the profile's one `foundedYear` (the founding year and the years
 * in the trade always agree): `asOfYear − foundedYear`, e.g. 2026 − 2015 → '11'.
 * @param asOfYear - the year the text is published in (the build's year), e.g. 2026
 * @throws Error naming the placeholder when the profile has no value for it.
 */
export function fillContentText(
  text: string,
  profile: ShopProfile,
  locale = 'en-IN',
  asOfYear: number = new Date().getFullYear(),
): string {
  const number = (value: number | undefined) => (value === undefined ? undefined : value.toLocaleString(locale));
  const founded = profile.foundedYear;
  const values: Record<ContentPlaceholder, string | undefined> = {
    shopName: profile.displayName,
    foundedYear: founded === undefined ? undefined : String(founded),
    postalCode: profile.postalCode,
    yearsInTrade: founded === undefined ? undefined : number(Math.max(0, asOfYear - founded)),
    customerCount: number(profile.customerCount),
    phone: profile.phone,
    email: profile.email,
  };
  return text.replace(placeholderPattern, (whole, name: string) => {
    const value = values[name as ContentPlaceholder];
    if (value === undefined) throw new Error(`The text "${text}" uses ${whole}, but the shop profile has no ${name}`);
    return value;
  });
}

/**
 * `content` with every text's placeholders filled from `profile` (see {@link fillContentText}).
 * @param asOfYear - the year the pages are published in, for `{yearsInTrade}` (default: this year)
 * @throws Error when a text uses a placeholder the profile cannot fill.
 */
export function resolveShopContent(
  content: ShopContent,
  profile: ShopProfile,
  locale = 'en-IN',
  asOfYear: number = new Date().getFullYear(),
): ShopContent {
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') return fillContentText(value, profile, locale, asOfYear);
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) =>
          // Pictures and links are addresses, not words.
          key === 'src' || key === 'href' ? [key, inner] : [key, fill(inner)],
        ),
      );
    }
    return value;
  };
  return fill(content) as ShopContent;
}
