import type { Meta, StoryObj } from '@storybook/react-vite';
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
