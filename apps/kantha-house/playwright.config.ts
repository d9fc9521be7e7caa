import { defineConfig, devices } from '@playwright/test';

/** Smoke test of the built second shop, on Debian's Chromium (never a downloaded one). */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
const port = Number(process.env.E2E_PORT ?? 4318);

export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 30_000,
  use: { baseURL: `http://localhost:${port}` },
  projects: [{ name: 'phone', use: { ...devices['Pixel 7'], launchOptions: { executablePath, args } } }],
  webServer: {
    command: `pnpm exec sirv dist --port ${port} --quiet`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
