import { shopData } from '@storefront/catalog/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { defaultShop, shopFolder } from './shopFolder.ts';

// The app's unit tests use the gift shop's data as their fixture, whichever shop a build names
// (test/glossary.test.ts reads every shop folder itself).
const shopDir = shopFolder({ SHOP: defaultShop });

// Unit tests of the app's own logic, on the same shop data as the build; the React
// Router plugin is for builds only.
export default defineConfig({
  plugins: [vanillaExtractPlugin(), shopData({ dir: shopDir })],
  resolve: { alias: { '@shop': `${shopDir}/index.ts` } },
  build: { assetsInlineLimit: 0 },
  // Property tests run hundreds of cases; this ceiling only matters on a busy 2-core machine
  // (the first phase of pnpm test runs every package's tests, builds and lint at once).
  test: {
    environment: 'node',
    include: ['app/**/*.test.ts', 'app/**/*.test.tsx', 'sw/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
