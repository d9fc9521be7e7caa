import type { Preview } from '@storybook/react-vite';
import { LinkProvider, type LinkComponentProps } from '@storefront/ui';
import { giftShopTheme } from '@storefront/ui/themes';
import { useEffect } from 'react';

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
    a11y: { test: 'error' },
  },
  decorators: [
    (Story) => {
      useEffect(() => {
        document.documentElement.classList.add(giftShopTheme);
      }, []);
      return (
        <LinkProvider component={StoryLink}>
          <Story />
        </LinkProvider>
      );
    },
  ],
};

export default preview;
