/**
 * Visual regression for every story: after a story has rendered and its play function
 * has passed, its canvas is compared with the baseline PNG committed under
 * `__screenshots__/` next to the story file. A missing or different baseline fails
 * the run; `pnpm test:stories:update` rewrites the baselines after an intended change
 * (review the PNGs in the diff before committing them).
 *
 * Nothing here waits a fixed time: the screenshot is taken once the page has nothing
 * left to change (fonts loaded, images decoded, animations frozen), so a slow or busy
 * machine only makes the run slower, never red.
 */
import { configure } from 'storybook/test';
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/** The theme and locale this test project renders in (see vitest.config.ts). */
declare const __STORY_THEME__: string;
declare const __STORY_LOCALE__: string;
// Baselines of the default theme in English keep plain names; another shop's theme gets
// `shop-<folder>-` (unique, and never the locale's prefix), a Bengali one `bn-`.
const themePrefix =
  (__STORY_THEME__ === 'gift-shop' ? '' : `shop-${__STORY_THEME__}-`) +
  (__STORY_LOCALE__ === 'en-IN' ? '' : `${__STORY_LOCALE__.slice(0, 2)}-`);

// Play functions' findBy…/waitFor give up after this long (Testing Library's default, 1 s,
// is too short for a CPU shared with other browser jobs). They still pass as soon as the
// condition holds, so a fast machine waits no longer.
configure({ asyncUtilTimeout: 20_000 });

/**
 * Stops every CSS animation and transition where it is, and hides the text caret. And draws
 * what `content-visibility: auto` would skip out of sight (a product card below the fold, see
 * ProductCard.css.ts): the screenshot takes the whole canvas, as a shopper scrolling through
 * it sees each part.
 */
const freeze = document.createElement('style');
freeze.textContent =
  '*, *::before, *::after { animation-play-state: paused !important; transition: none !important; caret-color: transparent !important; content-visibility: visible !important; }';

/**
 * Resolves once every `<img>` on the page has loaded (or failed) and been decoded. A lazy
 * image outside the viewport would never load, so it is asked to load now (it is off
 * screen, so the picture taken is the same).
 */
async function imagesSettled(): Promise<void> {
  await Promise.all(
    [...document.images].map(async (image) => {
      if (!image.complete && image.loading === 'lazy') image.loading = 'eager';
      if (!image.complete) {
        await new Promise((resolve) => {
          image.addEventListener('load', resolve, { once: true });
          image.addEventListener('error', resolve, { once: true });
        });
      }
      await image.decode().catch(() => undefined);
    }),
  );
}

/** Resolves after the browser has painted two more frames (layout from the last state change is done). */
const nextPaint = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') return;
  // Freeze animations first (a toast's timer bar, a shimmer), so two screenshots in a row agree.
  document.head.append(freeze);
  try {
    // Fonts load lazily; load every face so text is never captured in a fallback font. A
    // fallback face made of local fonts (giftShopFallbacks.css.ts) fails where the machine has
    // none of them, which is no failure of the story.
    await Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined)));
    await document.fonts.ready;
    // A play function may just have swapped an image (the gallery's arrows): wait for it.
    await imagesSettled();
    await nextPaint();
    // The story renders into the one unclassed <div> Storybook adds to <body>. An open
    // modal dialog lives in the top layer and may overflow it, so then take the page.
    const canvas = document.querySelector<HTMLElement>('body > div:not([class])');
    const target = canvas && !document.querySelector('dialog[open]') ? canvas : document.body;
    const name = themePrefix + task.name.replace(/[^\w-]+/g, '-').toLowerCase();
    await expect.element(page.elementLocator(target)).toMatchScreenshot(name);
  } finally {
    freeze.remove();
  }
});
