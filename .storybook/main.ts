import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { imagetools } from 'vite-imagetools';

/**
 * One vite-imagetools for every Vite server this process starts (Storybook, or the story
 * tests' three projects, one server each). It keeps the pictures it made in memory and
 * answers `/@imagetools/<id>` from there; with a copy per server, a picture made by one
 * project's server and asked of another's was 'cannot find image with id', an error
 * overlay that failed every later story of that project (a fresh-clone run, 2026-11-23).
 */
const storyPictures = imagetools({ removeMetadata: true });

/** Storybook for `packages/ui`: every component's stories, autodocs, a11y checks. */
const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-themes', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    // vite-imagetools: the sample photo's AVIF/WebP/JPEG versions, as a shop's build makes them.
    // `@storybook-shop`: the look of the shop the docs pages show (`STORYBOOK_SHOP`, a folder of
    // shops/, by default the gift shop); the design system itself names no shop.
    const shop = fileURLToPath(
      new URL(`../shops/${process.env.STORYBOOK_SHOP || 'gift-shop'}/index.ts`, import.meta.url),
    );
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin(), storyPictures],
      resolve: { alias: { '@storybook-shop': shop } },
    });
  },
};

export default config;
