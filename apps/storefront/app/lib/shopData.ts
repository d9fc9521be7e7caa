/**
 * Each page's own share of the shop: pure functions that cut what one page
 * shows out of the whole shop. Route loaders call them at build time, so a prerendered
 * page carries only its data; the order pages call them on the client with a catalogue
 * loaded on demand. Nothing here imports the shop's data itself.
 */
import {
  findCategory,
  findProduct,
  findProductByPath,
  listedProduct,
  listingPage,
  listingPageCount,
  productsBySku,
  productsInCategory,
  relatedProducts,
  resolveShopContent,
  resolveShopProfile,
  type AboutContent,
  type Catalogue,
  type CategoryName,
  type HomeContent,
  type ListedProduct,
  type Product,
  type ProductPageContent,
  type ShopContent,
  type ShopProfile,
  type ShopProfileEnv,
} from '@storefront/catalog';

/** The whole shop in one language: what a data module (`virtual:shop-data`, `…/bn-IN`) holds, resolved. */
export interface Shop {
  /** Categories, products and navigation, their words in one language. */
  readonly catalogue: Catalogue;
  /** The page content with `{shopName}`, `{phone}`… filled from {@link Shop.profile}. */
  readonly content: ShopContent;
  /** The profile with VITE_SHOP_* overrides applied. */
  readonly profile: ShopProfile;
  /**
   * Set on a shop whose catalogue holds some products only (the order pages' product shards,
   * ADR 0010): each held product's related products by SKU, chosen on the whole catalogue at
   * build time, which {@link productPageData} shows instead of choosing among the few held.
   */
  readonly relatedSkus?: Readonly<Record<string, readonly string[]>>;
}

/**
 * A data module resolved against the build's environment: the profile's VITE_SHOP_*
 * overrides, and the content's placeholders, `{yearsInTrade}` counted to the build's year
 * (`VITE_SHOP_BUILD_YEAR`, e.g. '2026'; this year when unset).
 * @throws ShopProfileError if a VITE_SHOP_* override is malformed (so the build fails).
 */
export function resolveShop(data: Shop, env: ShopProfileEnv & { readonly VITE_SHOP_BUILD_YEAR?: string }): Shop {
  const profile = resolveShopProfile(data.profile, env);
  const year = Number(env.VITE_SHOP_BUILD_YEAR) || new Date().getFullYear();
  return { catalogue: data.catalogue, content: resolveShopContent(data.content, profile, 'en-IN', year), profile };
}

/** A category as a page needs it: its address and name. */
const nameOf = ({ slug, name, scrollToTopOnOpen }: CategoryName): CategoryName => ({ slug, name, scrollToTopOnOpen });

/** What a product page shows (spec §2 'Product detail'). */
export interface ProductPageData {
  /** The product, its words in the page's language. */
  readonly product: Product;
  /** The same product in the order message's language (profile `orderMessageLocale`). */
  readonly messageProduct: Product;
  /** Its category, for the breadcrumbs and 'More from'; absent for a product outside any category. */
  readonly category?: CategoryName;
  /** Up to four more products of its category, orderable ones first. */
  readonly related: readonly Product[];
  /** The photo note and the fast-delivery banner, as the shop's content words them. */
  readonly content: ProductPageContent;
  /**
   * For a product with options, the SKU of the variant the page opens on: the
   * one an old address names (`/product/photo-frames/8x12-photo-frame-1-5-inch`), else
   * absent (the first variant, or the one in the address's `?variant=`).
   */
  readonly variantSku?: string;
}

/**
 * The product page of `product` in `shop`, with `messageShop` (the order message's
 * language) for the message. A product seen as one of its variants opens its product's
 * page with that variant picked.
 */
export function productPageData(shop: Shop, seen: Product, messageShop: Shop): ProductPageData {
  const product = (seen.chosen && findProduct(shop.catalogue, seen.chosen.productSku)) || seen;
  const category = product.categorySlug === null ? undefined : findCategory(shop.catalogue, product.categorySlug);
  return {
    product,
    ...(product !== seen ? { variantSku: seen.sku } : {}),
    messageProduct: findProduct(messageShop.catalogue, product.sku) ?? product,
    ...(category ? { category: nameOf(category) } : {}),
    related: shop.relatedSkus
      ? productsBySku(shop.catalogue, shop.relatedSkus[product.sku] ?? [])
      : relatedProducts(shop.catalogue, product),
    content: shop.content.productPage ?? {},
  };
}

/** The product page at `/product/{category}/{slug}`, or `undefined` when no product lives there. */
export function productPageAt(shop: Shop, messageShop: Shop, category: string, slug: string) {
  const product = findProductByPath(shop.catalogue, category, slug);
  return product ? productPageData(shop, product, messageShop) : undefined;
}

/**
 * One page of a category's product grid (the listing layout): at most
 * `listingPageSize` (48) products, so a category's page stays small at any catalogue size.
 */
export interface ListingPageData {
  /** A grid of product cards (the other layout is the size calculator). */
  readonly layout: 'listing';
  /** The category: its slug (for the addresses) and its name. */
  readonly category: CategoryName;
  /** The products on this page, in the catalogue's order, as a listing carries them ({@link listedProduct}). */
  readonly products: readonly ListedProduct[];
  /** This page's number, from 1 (the category's own address) to {@link ListingPageData.pageCount}. */
  readonly page: number;
  /** How many pages the category's products fill (at least 1). */
  readonly pageCount: number;
  /** How many products the category has, on all its pages. */
  readonly totalCount: number;
  /**
   * Set only on a page made in the browser from its category's index, offline
   * (`features/catalogue/listingFromIndex.ts`): that index's path (e.g.
   * '/product/gifts/products.json'), whose saved copy dates the page (`SavedCopyNotice`).
   */
  readonly madeFrom?: string;
}

/** What a category page shows: a page of its product grid, or the one product priced by size with its calculator. */
export type CategoryPageData =
  | ListingPageData
  | { readonly layout: 'area-calculator'; readonly category: CategoryName; readonly page: ProductPageData };

/**
 * The page at `/product/{segment}` (any case), or its listing page `page` (2 and up at
 * `/product/{segment}/page/{page}`); `undefined` for an unknown category, a page past the
 * last, or a page number on a category shown as the size calculator.
 */
export function categoryPageData(
  shop: Shop,
  messageShop: Shop,
  segment: string,
  page = 1,
): CategoryPageData | undefined {
  const category = findCategory(shop.catalogue, segment);
  if (!category) return undefined;
  const products = productsInCategory(shop.catalogue, category.slug);
  const areaPriced = products.find((product) => product.price.kind === 'per-area');
  if (category.layout === 'area-calculator' && areaPriced) {
    if (page !== 1) return undefined;
    return {
      layout: 'area-calculator',
      category: nameOf(category),
      page: productPageData(shop, areaPriced, messageShop),
    };
  }
  const pageCount = listingPageCount(products.length);
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return undefined;
  return {
    layout: 'listing',
    category: nameOf(category),
    products: listingPage(products, page).map(listedProduct),
    page,
    pageCount,
    totalCount: products.length,
  };
}

/**
 * Every product of a category as its listing index (`/product/{slug}/products.json`), for
 * sorting and filtering across all of a paginated category's pages; `undefined` for an
 * unknown category. Its products' words are in `shop`'s language.
 */
export function categoryIndexData(shop: Shop, segment: string): CategoryIndexData | undefined {
  const category = findCategory(shop.catalogue, segment);
  if (!category) return undefined;
  return { slug: category.slug, products: productsInCategory(shop.catalogue, category.slug).map(listedProduct) };
}

/** A category's listing index: its slug and all its products as a listing carries them ({@link listedProduct}), in the catalogue's order. */
export interface CategoryIndexData {
  /** The category's slug, e.g. 'photo-frames'. */
  readonly slug: string;
  /** Every product of the category, as {@link listedProduct} cuts it, in the catalogue's order. */
  readonly products: readonly ListedProduct[];
}

/** What the home page shows (spec §2 Home): its content and the featured products ('More Products'). */
export interface HomePageData {
  readonly home: HomeContent;
  readonly featured: readonly Product[];
}

/** The home page of `shop`. */
export function homePageData(shop: Shop): HomePageData {
  const home = shop.content.home ?? {};
  return { home, featured: productsBySku(shop.catalogue, home.featuredSkus ?? []) };
}

/** What the about page shows (spec §2 'About us'). */
export interface AboutPageData {
  readonly about: AboutContent;
}

/** The about page of `shop`. */
export function aboutPageData(shop: Shop): AboutPageData {
  return { about: shop.content.about ?? {} };
}
