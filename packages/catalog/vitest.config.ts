import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Pictures as file URLs (as in the app's build), so tests can check each one exists.
  build: { assetsInlineLimit: 0 },
  test: { environment: 'node', include: ['src/**/*.test.ts'] },
});
