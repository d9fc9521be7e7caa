/**
 * Visual regression for every story: after a story has rendered and its play function
 * has passed, its canvas is compared with the baseline PNG committed under
 * `__screenshots__/` next to the story file. A missing or different baseline fails
 * the run; `pnpm test:stories:update` rewrites the baselines after an intended change
 * (review the PNGs in the diff before committing them).
 */
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/** The theme this test project renders in (see vitest.config.ts). */
declare const __STORY_THEME__: string;
// Baselines of the default theme keep plain names; other themes' get a prefix.
const themePrefix = __STORY_THEME__ === 'Gift shop' ? '' : `${__STORY_THEME__.replace(/\W.*$/, '').toLowerCase()}-`;

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') return;
  // Fonts load lazily; load every face so text is never captured in a fallback font.
  await Promise.all([...document.fonts].map((face) => face.load()));
  await document.fonts.ready;
  // The story renders into the one unclassed <div> Storybook adds to <body>. An open
  // modal dialog lives in the top layer and may overflow it, so then take the page.
  const canvas = document.querySelector<HTMLElement>('body > div:not([class])');
  const target = canvas && !document.querySelector('dialog[open]') ? canvas : document.body;
  const name = themePrefix + task.name.replace(/[^\w-]+/g, '-').toLowerCase();
  await expect.element(page.elementLocator(target)).toMatchScreenshot(name);
});
