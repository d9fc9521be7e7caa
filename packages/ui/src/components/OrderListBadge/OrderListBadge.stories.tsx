import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderListBadge } from './OrderListBadge';
import { t } from '../../storybook/locale';

const meta = {
  title: 'Commerce/OrderListBadge',
  component: OrderListBadge,
  args: { href: '/order-list', count: 3, label: 'Order list', countLabel: '3 items' },
} satisfies Meta<typeof OrderListBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Read as 'Order list (3 items)'. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: `${t('Order list')} (${t('3 items')})` }),
    ).toHaveAttribute('href', '/order-list');
  },
};
/** An empty list shows no bubble. */
export const Empty: Story = { args: { count: 0, countLabel: 'empty' } };
/** A long list caps the bubble at 99+. */
export const Many: Story = { args: { count: 120, countLabel: '120 items' } };
/** On the order list's own page the link is marked as the current page. */
export const Current: Story = {
  args: { current: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('aria-current', 'page');
  },
};
/** Prerendered, before the device's list is read: no count is shown or read yet. */
export const CountNotKnown: Story = {
  args: { count: 0, countLabel: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: t('Order list') })).toBeVisible();
  },
};
