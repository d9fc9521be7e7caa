import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ShareButton } from './ShareButton';
import { t } from '../../storybook/locale';

/**
 * Shadows `navigator` properties for one story (own properties over the prototype's
 * getters) and returns the clean-up that removes them again.
 */
function stubNavigator(values: Record<string, unknown>) {
  for (const [name, value] of Object.entries(values)) {
    Object.defineProperty(navigator, name, { value, configurable: true });
  }
  return () => {
    for (const name of Object.keys(values)) Reflect.deleteProperty(navigator, name);
  };
}

const meta = {
  title: 'Actions/ShareButton',
  component: ShareButton,
  args: {
    url: 'https://shop.example/product/custom-mugs/heart-shaped-handle-mug',
    title: 'Heart-Shaped Handle Mug',
    onShared: fn(),
  },
} satisfies Meta<typeof ShareButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Where the device shares (here: a stand-in share sheet), the button opens it with the page's URL. */
export const WithWebShare: Story = {
  beforeEach: () => stubNavigator({ share: fn(async () => undefined) }),
  play: async ({ args, canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: t('Share') });
    await userEvent.click(button);
    await waitFor(() => expect(args.onShared).toHaveBeenCalledWith('shared'));
    await expect(navigator.share).toHaveBeenCalledWith({ url: args.url, title: t(args.title), text: undefined });
  },
};
/** Elsewhere it copies the link to the clipboard and says so through `onShared`. */
export const CopyLink: Story = {
  beforeEach: () => stubNavigator({ share: undefined, clipboard: { writeText: fn(async () => undefined) } }),
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('Copy link') }));
    await waitFor(() => expect(args.onShared).toHaveBeenCalledWith('copied'));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(args.url);
  },
};
