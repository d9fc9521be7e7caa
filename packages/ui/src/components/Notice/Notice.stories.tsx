import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box';
import { Button } from '../Button';
import { Text } from '../Text';
import { Notice } from './Notice';

const meta = {
  title: 'Feedback/Notice',
  component: Notice,
  parameters: { layout: 'fullscreen' },
  args: { children: 'Demo shop: orders go to a placeholder WhatsApp number.', tone: 'warning' },
} satisfies Meta<typeof Notice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const LongText: Story = {
  args: {
    children:
      'Demo shop: orders go to a placeholder WhatsApp number. Set VITE_SHOP_WHATSAPP to the shop’s own number before publishing, or shoppers’ orders will not reach anyone.',
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
export const Info: Story = {
  args: { tone: 'info', children: 'For customized gifts with your photo, please place your order via WhatsApp.' },
};

/**
 * Over the bottom of the screen wherever the page is scrolled, with its actions: how the
 * storefront says a new deployment's prices have arrived while the page was open.
 */
export const Floating: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: {
    tone: 'info',
    placement: 'floating',
    children: (
      <Box as="span" display="flex" flexWrap="wrap" alignItems="center" justifyContent="center" gap="sm">
        <Text as="span">The shop has just been updated, so prices may have changed.</Text>
        <Button size="sm">Refresh</Button>
        <Button size="sm" tone="ghost">
          Not now
        </Button>
      </Box>
    ),
  },
  // A phone screen of page, so the card is seen floating over the bottom of it.
  render: (args) => (
    <Box padding="md" style={{ minHeight: '100vh' }}>
      <Text>The order list: two lines, their prices and the Send button are under the card.</Text>
      <div role="status">
        <Notice {...args} />
      </div>
    </Box>
  ),
};
