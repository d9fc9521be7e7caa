import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

// Unit tests of the app's own logic; the React Router plugin is for builds only.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: { environment: 'node', include: ['app/**/*.test.ts'] },
});
