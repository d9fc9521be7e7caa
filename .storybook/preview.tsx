import { withThemeByClassName } from '@storybook/addon-themes';
import type { Preview } from '@storybook/react-vite';
import { LinkProvider, setUiLocale, type LinkComponentProps, type UiLocale } from '@storefront/ui';
import type { ShopStyle } from '@storefront/ui/themes';
import { SampleFormat } from '../packages/ui/src/storybook/format';
import { translateArgs } from '../packages/ui/src/storybook/locale';
import isChromatic from 'chromatic/isChromatic';

// Chromatic's snapshot takes a story's whole height at once: draw what `content-visibility:
// auto` would skip out of sight (a product card below the fold, ProductCard.css.ts), so a
// designer reviews every card as a shopper scrolling to it sees it. The story tests do the
// same before their screenshots (vitest.setup.ts).
if (isChromatic()) {
  const drawAll = document.createElement('style');
  drawAll.textContent = '* { content-visibility: visible !important; }';
  document.head.append(drawAll);
}

/** Set by vitest.config.ts for each theme's test project; absent in Storybook itself. */
declare const __STORY_THEME__: string | undefined;
const defaultTheme = typeof __STORY_THEME__ === 'string' ? __STORY_THEME__ : 'gift-shop';

/**
 * The Theme menu: every shop folder's look, from the folder itself
 * (`shops/<name>/index.ts`, which also declares its fonts), keyed by the folder's name.
 * A new shop folder appears here, and in the story tests (vitest.config.ts), with no edit.
 */
const shopThemes = Object.fromEntries(
  Object.entries(import.meta.glob<{ shopStyle: ShopStyle }>('../shops/*/index.ts', { eager: true })).map(
    ([path, { shopStyle }]) => [path.split('/')[2]!, shopStyle.theme],
  ),
);
/** Set by vitest.config.ts for the Bengali test project; absent in Storybook itself. */
declare const __STORY_LOCALE__: UiLocale | undefined;
const defaultLocale: UiLocale = typeof __STORY_LOCALE__ === 'string' ? __STORY_LOCALE__ : 'en-IN';

/** In Storybook, links must not navigate away from the story. */
function StoryLink({ href, state: _state, children, ...props }: LinkComponentProps) {
  return (
    <a href={href} {...props} onClick={(event) => event.preventDefault()}>
      {children}
    </a>
  );
}

const preview: Preview = {
  tags: ['autodocs'],
  // The toolbar's Locale switch, beside the theme switch.
  globalTypes: {
    locale: {
      description: 'The language of the components and of the sample data',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en-IN', title: 'English (en-IN)' },
          { value: 'bn-IN', title: 'বাংলা (bn-IN)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: defaultLocale },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
    // Any axe violation fails the story's test (in the Vitest run and in CI).
    a11y: { test: 'error' },
  },
  decorators: [
    // The toolbar's theme switch: every shop folder's theme, each built on the same contract.
    withThemeByClassName({
      themes: shopThemes,
      defaultTheme,
      parentSelector: 'html',
    }),
    (Story, context) => {
      // Before the story renders: its components' words and prices, and the sample data, in the chosen language.
      const locale: UiLocale = context.globals.locale === 'bn-IN' ? 'bn-IN' : 'en-IN';
      setUiLocale(locale);
      document.documentElement.lang = locale;
      return (
        <SampleFormat>
          <LinkProvider component={StoryLink}>
            <Story args={translateArgs(context.args)} />
          </LinkProvider>
        </SampleFormat>
      );
    },
  ],
};

export default preview;
