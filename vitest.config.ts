import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { existsSync, readdirSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/**
 * Every story in the root Storybook runs as a test in Debian's Chromium (never a
 * downloaded browser), once per theme of the toolbar's Theme menu and once more in
 * Bengali: it must render,
 * its play function must pass, the a11y addon fails it on any axe violation (so both
 * themes' colours are contrast-checked), and `.storybook/vitest.setup.ts` compares a
 * screenshot with the committed baseline next to the story file.
 */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Every shop folder with a look of its own (`shops/<name>/index.ts`): the Theme menu's entries. */
const shopThemes = readdirSync('shops').filter((name) => existsSync(`shops/${name}/index.ts`));

/**
 * The themes and locales (folder names, as `.storybook/preview.tsx` keys them) and the
 * Vitest project that tests each: the gift shop's theme in English and in Bengali
 * (clipped conjuncts, overflowing labels), and every other shop folder's in English.
 */
const projects = [
  { project: 'storybook', theme: 'gift-shop', locale: 'en-IN' },
  { project: 'storybook-bengali', theme: 'gift-shop', locale: 'bn-IN' },
  ...shopThemes
    .filter((theme) => theme !== 'gift-shop')
    .map((theme) => ({ project: `storybook-${theme}`, theme, locale: 'en-IN' })),
];

export default defineConfig({
  // Found by the scan, so a fresh clone never re-optimises mid-run (which reloads the
  // page and fails whichever story file is loading).
  optimizeDeps: {
    include: [
      '@storefront/ui > @vanilla-extract/recipes/createRuntimeFn',
      '@storefront/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
      '@storefront/ui > @vanilla-extract/dynamic',
      // .storybook/preview.tsx: draws every card for Chromatic's snapshots.
      'chromatic/isChromatic',
    ],
  },
  test: {
    projects: projects.map(({ project, theme, locale }) => ({
      extends: true,
      plugins: [storybookTest({ configDir: '.storybook', storybookScript: 'pnpm storybook' })],
      // Read by .storybook/preview.tsx (initial theme and locale) and vitest.setup.ts (screenshot names).
      define: { __STORY_THEME__: JSON.stringify(theme), __STORY_LOCALE__: JSON.stringify(locale) },
      test: { name: project },
    })),
    setupFiles: ['.storybook/vitest.setup.ts'],
    // Story files share one page per worker instead of a fresh iframe each: every story still
    // mounts alone (the Storybook plugin unmounts it after its test), and the run takes a
    // minute instead of two and a half on a 2-core machine.
    isolate: false,
    // Vitest's screenshot comparison leaves its 60 s timeout timer running after the last
    // screenshot; everything has been reported by then, so wait 1 s for close, not 10.
    teardownTimeout: 1_000,
    // Upper bounds for a machine shared with other browser jobs; a passing test takes 1–3 s.
    // Nothing waits for these to run out: they only turn a real hang into a failure.
    testTimeout: 60_000,
    hookTimeout: 90_000,
    browser: {
      enabled: true,
      headless: true,
      // Local only; allowWrite lets Vitest write new screenshot baselines (the Storybook plugin turns it off unless asked).
      api: { host: '127.0.0.1', allowWrite: true, allowExec: false },
      provider: playwright({
        launchOptions: { executablePath, args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none'] },
        // Animations (skeleton shimmer, transitions) switch off, so screenshots are stable.
        contextOptions: { reducedMotion: 'reduce' },
      }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 1024, height: 768 },
      screenshotFailures: false,
      expect: {
        toMatchScreenshot: {
          // The page is frozen before the screenshot (vitest.setup.ts), so the first two
          // captures agree; the generous bound covers a machine under heavy load.
          timeout: 60_000,
          comparatorName: 'pixelmatch',
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
        },
      },
    },
  },
});
