import { reactRouter } from '@react-router/dev/vite';
import { giftShopDataDir } from '@storefront/catalog/gift-shop';
import { shopData } from '@storefront/catalog/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

// The shop-profile check lives in react-router.config.ts (buildEnd), which can load the
// workspace's TypeScript packages; this file is loaded by plain Node and cannot.
export default defineConfig({
  // `virtual:shop-data`: this shop's data files, checked at build time (a bad row fails the build).
  // `webApp`: the installable app's manifests and icons (issue 12), in the theme's brand and surface colours.
  plugins: [
    reactRouter(),
    vanillaExtractPlugin(),
    shopData({ dir: giftShopDataDir, webApp: { theme: '#0F766E', background: '#FFFBF5' } }),
  ],
  // Pictures stay separate, cacheable, lazily loaded files instead of data URIs in JS and HTML.
  build: { assetsInlineLimit: 0, cssCodeSplit: false },
  preview: { port: 4173 },
  server: { port: 5173 },
});
