import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

// The shop-profile check lives in react-router.config.ts (buildEnd), which can load the
// workspace's TypeScript packages; this file is loaded by plain Node and cannot.
export default defineConfig({
  plugins: [reactRouter(), vanillaExtractPlugin()],
  // Pictures stay separate, cacheable, lazily loaded files instead of data URIs in JS and HTML.
  build: { assetsInlineLimit: 0 },
  preview: { port: 4173 },
  server: { port: 5173 },
});
