/**
 * `@storefront/catalog`: the shared catalogue model, the data edge that normalises a
 * shop's source data, selectors, and profile resolution. This shop's own data is in
 * `@storefront/catalog/shop`; the validation schema in `@storefront/catalog/schema`.
 */
export type {
  BannerArt,
  BlogPost,
  Catalogue,
  Category,
  CategoryLink,
  Picture,
  Price,
  Product,
  ShopProfile,
} from './model';
export { priceKinds } from './model';
export type { SourcePicture, SourceProduct } from './source';
export { CatalogueDataError, normaliseSourceProduct, parseSourcePrice, slugify } from './source';
export {
  categoryPaths,
  categorySegmentOf,
  featuredProducts,
  findCategory,
  findProduct,
  isOrderable,
  productsInCategory,
} from './selectors';
export type { ShopProfileEnv } from './profile';
export {
  PLACEHOLDER_WHATSAPP_NUMBER,
  ShopProfileError,
  normaliseWhatsAppNumber,
  resolveShopProfile,
  shopProfileEnvKeys,
} from './profile';
