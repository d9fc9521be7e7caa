import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Property tests run hundreds of cases; this ceiling only matters on a busy 2-core machine
  // (the first phase of pnpm test runs every package's tests, builds and lint at once).
  test: { environment: 'node', include: ['src/**/*.test.ts', 'vite/**/*.test.ts'], testTimeout: 30_000 },
});
