import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { imagetools } from 'vite-imagetools';

/** Storybook for `packages/ui`: every component's stories, autodocs, a11y checks. */
const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-themes', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    // vite-imagetools: the sample photo's AVIF/WebP/JPEG versions, as a shop's build makes them (issue 12).
    return mergeConfig(viteConfig, { plugins: [vanillaExtractPlugin(), imagetools({ removeMetadata: true })] });
  },
};

export default config;
