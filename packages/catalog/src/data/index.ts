/**
 * `@storefront/catalog/data`: the data edge (Node only; build time and tests). Loads a
 * shop's data folder of spreadsheets and YAML into the model, with row-level errors.
 */
export type { CsvRecord, CsvTable } from './csv';
export { parseCsv } from './csv';
export type { ImageLookup } from './pictures';
export { categoryColumns, navigationColumns, productColumns, readPrice, slugify } from './tables';
export type { ShopData } from './load';
export { loadShopData, ShopDataError } from './load';
export { shopDataModule, shopFrameModule } from './module';
// For the Vite plugin's web app manifests.
export { resolveShopProfile } from '../profile';
export { localiseProfile } from '../localise';
