import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { OrderListSummary } from './OrderListSummary';

const meta = {
  title: 'Commerce/OrderListSummary',
  component: OrderListSummary,
  args: {
    label: 'Grand total',
    total: '₹20,662.50',
    children: (
      <Button size="lg" fullWidth>
        Send order on WhatsApp
      </Button>
    ),
  },
} satisfies Meta<typeof OrderListSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The total is announced when it changes. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('₹20,662.50');
  },
};
/** Lines priced on request are left out of the total, and the summary says so. */
export const WithPriceOnRequest: Story = { args: { note: '1 item is priced in the chat, on WhatsApp.' } };
