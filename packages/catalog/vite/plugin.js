// The Vite plugin that serves a shop's data folder as the module `virtual:shop-data`
// (issue 8). Plain JavaScript on purpose: Vite and React Router load config files with
// plain Node, which cannot import this package's TypeScript directly, so the loader is
// imported through Vite's own module runner instead.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const VIRTUAL_ID = 'virtual:shop-data';
const RESOLVED_ID = '\0' + VIRTUAL_ID;
/** `virtual:shop-data/bn-IN`: the same data with the catalogue in Bengali (issue 11). */
const LOCALE_ID = /^virtual:shop-data\/([a-z]{2}-[A-Z]{2})$/;
/** `virtual:shop-data/search`: the catalogue with every language's words, for the search (loaded on demand). */
const SEARCH_ID = 'virtual:shop-data/search';
/** `virtual:shop-data/frame`: profile, navigation and category names in every locale, for every page (issue 12). */
const FRAME_ID = 'virtual:shop-data/frame';
const loaderPath = fileURLToPath(new URL('../src/data/index.ts', import.meta.url));

/** @type {Promise<typeof import('../src/data/index.ts')> | undefined} */
let loader;

/**
 * @param {{ dir: string }} options - `dir`: the shop's data folder (absolute, or relative to the working directory)
 * @returns {import('vite').Plugin}
 */
export function shopData({ dir }) {
  return {
    name: 'storefront-shop-data',
    resolveId(id) {
      return id === VIRTUAL_ID || id === SEARCH_ID || id === FRAME_ID || LOCALE_ID.test(id) ? '\0' + id : undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED_ID)) return undefined;
      const locale = LOCALE_ID.exec(id.slice(1))?.[1];
      loader ??= runnerImport(loaderPath).then(({ module }) => module);
      const { loadShopData, shopDataModule, shopFrameModule, ShopDataError } = await loader;
      try {
        const data = loadShopData(dir);
        for (const file of data.files) this.addWatchFile(file);
        if (locale && !(data.profile.locales ?? ['en-IN']).includes(locale)) {
          this.error(`${id.slice(1)}: the shop's profile.yaml does not list ${locale} in locales`);
        }
        if (id === '\0' + FRAME_ID) return shopFrameModule(data);
        return shopDataModule(data, locale, { withTranslations: id === '\0' + SEARCH_ID });
      } catch (error) {
        // Fail the build with the list of problems, not a stack trace into the loader.
        if (error instanceof ShopDataError) this.error(error.message);
        throw error;
      }
    },
  };
}
