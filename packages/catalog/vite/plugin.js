// The Vite plugin that serves a shop's data folder as the module `virtual:shop-data`.
// Plain JavaScript on purpose: Vite and React Router load config files with
// plain Node, which cannot import this package's TypeScript directly, so the loader is
// imported through Vite's own module runner instead.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv, runnerImport } from 'vite';
import { imagetools } from 'vite-imagetools';
import { faviconFile, iconFiles, manifestPath, shopCardFile, webAppManifest } from './webApp.js';

const VIRTUAL_ID = 'virtual:shop-data';
const RESOLVED_ID = '\0' + VIRTUAL_ID;
/** `virtual:shop-data/bn-IN`: the same data with the catalogue in Bengali. */
const LOCALE_ID = /^virtual:shop-data\/([a-z]{2}-[A-Z]{2})$/;
/** `virtual:shop-data/search`: the catalogue with every language's words, for the search (loaded on demand). */
const SEARCH_ID = 'virtual:shop-data/search';
/** `virtual:shop-data/frame`: profile, navigation and category names in every locale, for every page. */
const FRAME_ID = 'virtual:shop-data/frame';
/**
 * `virtual:shop-data/locales`: the shop's locales (profile `locales`, the first the default) and a
 * loader of each one's data module, so an app names no locale (locale as data).
 */
const LOCALES_ID = 'virtual:shop-data/locales';
/** `virtual:shop-data/modules`: every locale's data module, imported at once (build-time loaders). */
const MODULES_ID = 'virtual:shop-data/modules';
const loaderPath = fileURLToPath(new URL('../src/data/index.ts', import.meta.url));

/** @type {Promise<typeof import('../src/data/index.ts')> | undefined} */
let loader;

/**
 * The build's `VITE_SHOP_*` variables (its env folder's `.env` files and the process's
 * environment), for the Vite environment being built: what `import.meta.env` would hold.
 * @param {{ config: import('vite').ResolvedConfig } | undefined} environment
 * @returns {Record<string, string>}
 */
function shopEnv(environment) {
  const { mode, envDir, root } = environment?.config ?? {};
  return loadEnv(mode ?? 'production', envDir || root || process.cwd(), 'VITE_SHOP_');
}

/**
 * @param {{ dir: string, webApp?: { theme: string, background: string } }} options - `dir`: the
 *   shop's data folder (absolute, or relative to the working directory); `webApp`: the
 *   colours of the installed app, to write its manifests and icons into the client build
 * @returns {import('vite').Plugin[]} this plugin, after vite-imagetools (the raster
 *   photos' AVIF/WebP/JPEG versions)
 */
export function shopData({ dir, webApp }) {
  return [imagetools({ removeMetadata: true }), shopDataPlugin({ dir, webApp })];
}

/**
 * @param {{ dir: string, webApp?: { theme: string, background: string } }} options
 * @returns {import('vite').Plugin}
 */
function shopDataPlugin({ dir, webApp }) {
  return {
    name: 'storefront-shop-data',
    // The installable web app: a manifest per language and the icons, once, in the browser build.
    async generateBundle() {
      if (!webApp || (this.environment && this.environment.name !== 'client')) return;
      loader ??= runnerImport(loaderPath).then(({ module }) => module);
      const { loadShopData, resolveShopProfile, localiseProfile } = await loader;
      const data = loadShopData(dir);
      const profile = resolveShopProfile(data.profile, shopEnv(this.environment));
      for (const locale of data.profile.locales ?? ['en-IN']) {
        this.emitFile({
          type: 'asset',
          fileName: manifestPath(locale),
          source: webAppManifest(localiseProfile(profile, locale), locale, webApp),
        });
      }
      const logoPath = join(data.dir, data.profile.logo.src);
      for (const icon of await iconFiles(logoPath, webApp.theme)) this.emitFile({ type: 'asset', ...icon });
      this.emitFile({ type: 'asset', ...(await faviconFile(logoPath)) });
      const firstLocale = (data.profile.locales ?? ['en-IN'])[0];
      this.emitFile({
        type: 'asset',
        ...(await shopCardFile(logoPath, localiseProfile(profile, firstLocale), webApp)),
      });
    },
    // `pnpm dev` answers /favicon.svg too (the build writes it in generateBundle above).
    configureServer(server) {
      server.middlewares.use('/favicon.svg', async (_request, response, next) => {
        try {
          loader ??= runnerImport(loaderPath).then(({ module }) => module);
          const data = (await loader).loadShopData(dir);
          const { source } = await faviconFile(join(data.dir, data.profile.logo.src));
          response.setHeader('Content-Type', 'image/svg+xml');
          response.end(source);
        } catch (error) {
          next(error);
        }
      });
    },
    resolveId(id) {
      return id === VIRTUAL_ID ||
        id === SEARCH_ID ||
        id === FRAME_ID ||
        id === LOCALES_ID ||
        id === MODULES_ID ||
        LOCALE_ID.test(id)
        ? '\0' + id
        : undefined;
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
        if (id === '\0' + FRAME_ID) {
          // The profile's VITE_SHOP_* overrides, resolved here rather than in every page's code.
          return shopFrameModule(data, shopEnv(this.environment));
        }
        if (id === '\0' + LOCALES_ID || id === '\0' + MODULES_ID)
          return localesModule(data.profile.locales ?? ['en-IN'], id);
        return shopDataModule(data, locale, { withTranslations: id === '\0' + SEARCH_ID });
      } catch (error) {
        // Fail the build with the list of problems, not a stack trace into the loader.
        if (error instanceof ShopDataError) this.error(error.message);
        throw error;
      }
    },
  };
}

/**
 * The source of `virtual:shop-data/locales` (`locales`, and `loaders`: each locale's data
 * module on demand) or of `virtual:shop-data/modules` (`modules`: each one imported at once).
 * The first locale's data is `virtual:shop-data`, every other one's `virtual:shop-data/<locale>`.
 * @param {readonly string[]} locales - the profile's locales, the default first
 * @param {string} id - the resolved module id
 * @returns {string}
 */
function localesModule(locales, id) {
  const source = (locale, index) => JSON.stringify(index === 0 ? VIRTUAL_ID : `${VIRTUAL_ID}/${locale}`);
  if (id === '\0' + MODULES_ID) {
    return [
      ...locales.map((locale, index) => `import * as locale${index} from ${source(locale, index)};`),
      `export const modules = { ${locales.map((locale, index) => `${JSON.stringify(locale)}: locale${index}`).join(', ')} };`,
    ].join('\n');
  }
  return [
    `export const locales = ${JSON.stringify(locales)};`,
    `export const loaders = { ${locales.map((locale, index) => `${JSON.stringify(locale)}: () => import(${source(locale, index)})`).join(', ')} };`,
  ].join('\n');
}
