import { withThemeByClassName } from '@storybook/addon-themes';
import type { Preview } from '@storybook/react-vite';
import '@storefront/kantha-house/fonts';
import { kanthaHouseTheme } from '@storefront/kantha-house/theme';
import { LinkProvider, type LinkComponentProps } from '@storefront/ui';
import '@storefront/ui/fonts/gift-shop';
import { giftShopTheme } from '@storefront/ui/themes';

/** Set by vitest.config.ts for each theme's test project; absent in Storybook itself. */
declare const __STORY_THEME__: string | undefined;
const defaultTheme = typeof __STORY_THEME__ === 'string' ? __STORY_THEME__ : 'Gift shop';

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
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
    // Any axe violation fails the story's test (in the Vitest run and in CI).
    a11y: { test: 'error' },
  },
  decorators: [
    // The toolbar's theme switch: this shop's theme, and a second shop's built on the same contract.
    withThemeByClassName({
      themes: { 'Gift shop': giftShopTheme, 'Kantha House (2nd shop)': kanthaHouseTheme },
      defaultTheme,
      parentSelector: 'html',
    }),
    (Story) => (
      <LinkProvider component={StoryLink}>
        <Story />
      </LinkProvider>
    ),
  ],
};

export default preview;
