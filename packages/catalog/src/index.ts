/**
 * `@storefront/catalog`: the shared catalogue model (what a shop sells), the content
 * model (what its pages say), the shop profile, money in paise, and small selectors.
 * Nothing here belongs to one shop: a shop's data is in its own folder (`shops/<name>/`),
 * loaded by `@storefront/catalog/data` (Node) and served to apps by the Vite plugin in
 * `@storefront/catalog/vite`. The validation schema is `@storefront/catalog/schema`.
 */
export type {
  Catalogue,
  Category,
  ChosenVariant,
  CategoryLink,
  DeliveryArea,
  NavLink,
  Picture,
  Price,
  PriceBreak,
  PrintSize,
  Product,
  ProductOption,
  ProductText,
  ProfileTranslation,
  ShopProfile,
  Translations,
  Variant,
} from './model';
export { priceKinds } from './model';
export type {
  AboutContent,
  BannerArt,
  BlogPost,
  ContentPlaceholder,
  HomeContent,
  ProductPageContent,
  ShopContent,
  TextBlock,
} from './content';
export { contentCategoryLinks, contentPlaceholders, fillContentText, resolveShopContent } from './content';
export type { MoneyLocale } from './money';
export { formatPaise, parseRupees, rupeesToPaise } from './money';
export { latinDigits } from './numerals';
export { languageOf, localeNames, localePathPrefix, shopLocales, type ShopLocale } from './locale';
export { localiseCatalogue, localiseCategory, localiseNavLink, localiseProduct, localiseProfile } from './localise';
export { shopFrame, type CategoryName, type ShopFrame } from './frame';
export { productShardCount, productShardOf, productShards, productsPerShard, type ProductShard } from './shards';
export {
  areaCalculatorCategories,
  categoryPaths,
  findCategory,
  findProduct,
  findProductByPath,
  formerProductPaths,
  isOrderable,
  productPaths,
  productsBySku,
  productsInCategory,
  relatedProducts,
} from './selectors';
export { categorySegmentOf, productPath } from './paths';
export type { QuantityRule } from './basis';
export { priceTiers, type PriceTier } from './tiers';
export {
  basePaise,
  breakAt,
  isValidQuantity,
  nearestQuantities,
  piecesPerPrice,
  priceBreaksOf,
  quantityRule,
  quantityRuleProblems,
  smallestOrderPaise,
} from './basis';
export type { ListedProduct, ProductFilter, ProductSortOrder } from './listing';
export {
  categoryPagePaths,
  filterProducts,
  listedPaise,
  listedProduct,
  listingPage,
  listingPageCount,
  listingIndexPath,
  listingPagePath,
  listingPageSize,
  listingPictureMaxWidth,
  namedPicture,
  parseListingPageSegment,
  productSortOrders,
  sortProducts,
} from './listing';
export type { ShopProfileEnv } from './profile';
export {
  deliversTo,
  isWhatsAppNumber,
  normaliseWhatsAppNumber,
  PLACEHOLDER_WHATSAPP_NUMBER,
  resolveShopProfile,
  ShopProfileError,
  shopProfileEnvKeys,
  WHATSAPP_NUMBER_PATTERN,
} from './profile';
export {
  asVariant,
  availableValues,
  chosenOptions,
  chosenOptionsText,
  currentVariant,
  defaultVariant,
  entryVariant,
  findOrderable,
  findVariant,
  hasOptions,
  pickOption,
  pricesVary,
  variantPath,
  variantProblems,
  variantsOf,
  variantWithValues,
} from './variants';
