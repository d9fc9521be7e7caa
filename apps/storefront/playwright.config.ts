import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

/**
 * End-to-end tests against the built, statically served shop. Playwright never
 * downloads a browser: it drives Debian's Chromium (or CHROMIUM_PATH).
 */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const port = Number(process.env.E2E_PORT ?? 4317);
/** The built site behind nginx with the shipped deploy/nginx.conf, for e2e/host.spec.ts. */
const nginxPort = port + 2;
const hasNginx = existsSync('/usr/sbin/nginx');
if (!hasNginx && process.env.CI)
  throw new Error('CI needs nginx (apt-get install nginx libnginx-mod-http-brotli-static)');

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // An upper bound only: a test that passes never waits for it. On 2026-11-27 this machine ran
  // about 2.5× slower than before (the suite took 26 min, not 9), and a test of twelve page loads
  // or a service worker's first install went past 30 s.
  timeout: 60_000,
  // The service worker is tested on its own (offline.spec.ts); elsewhere it would only add
  // background traffic to every test.
  use: { baseURL: `http://localhost:${port}`, trace: 'retain-on-failure', serviceWorkers: 'block' },
  projects: [
    {
      name: 'phone',
      testIgnore: ['host.spec.ts', 'deploy.spec.ts', 'tls.spec.ts'],
      use: { ...devices['Pixel 7'], launchOptions: { executablePath, args } },
    },
    {
      name: 'desktop',
      testIgnore: ['host.spec.ts', 'deploy.spec.ts', 'tls.spec.ts'],
      // Most behaviour does not depend on the window's width and is tested once, on the phone.
      // At 1280 × 900 run the walk of every page, the keyboard journeys and the tests of
      // what the layout changes (tagged @desktop).
      grep: /@desktop/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 900 },
        launchOptions: { executablePath, args },
      },
    },
    ...(hasNginx
      ? [
          {
            name: 'nginx',
            // What depends on the host: its answers, and the service worker it must let install.
            testMatch: ['host.spec.ts', 'offline.spec.ts', 'deploy.spec.ts', 'tls.spec.ts'],
            use: {
              ...devices['Pixel 7'],
              baseURL: `http://localhost:${nginxPort}`,
              launchOptions: { executablePath, args },
            },
          },
        ]
      : []),
  ],
  webServer: [
    {
      // Served as `pnpm start` serves it: precompressed files, caching headers, real 404s.
      command: `PORT=${port} node scripts/serve.mjs`,
      url: `http://localhost:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    ...(hasNginx
      ? [
          {
            command: `PORT=${nginxPort} node scripts/nginx.mjs`,
            url: `http://localhost:${nginxPort}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
        ]
      : []),
  ],
});
