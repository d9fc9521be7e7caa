import { shopData } from '@storefront/catalog/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { kanthaHouseDataDir } from './shop/index.js';

export default defineConfig({
  // `virtual:shop-data`: this shop's data files in shop/, checked at build time.
  plugins: [react(), vanillaExtractPlugin(), shopData({ dir: kanthaHouseDataDir })],
  build: { assetsInlineLimit: 0 },
});
