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

export const Warning: Story = {};
export const Info: Story = { args: { tone: 'info', children: 'For customized gifts with your photo, please place your order via WhatsApp.' } };
