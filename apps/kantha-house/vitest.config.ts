import { shopData } from '@storefront/catalog/vite';
import { defineConfig } from 'vitest/config';
import { kanthaHouseDataDir } from './shop/index.js';

export default defineConfig({
  plugins: [shopData({ dir: kanthaHouseDataDir })],
  build: { assetsInlineLimit: 0 },
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
