import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleCategories, samplePicture } from '../../storybook/fixtures';
import { OrderListBadge } from '../OrderListBadge';
import { SearchBox } from '../SearchBox';
import { Header } from './Header';

const meta = {
  title: 'Layout/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: {
    shopName: 'Sample Print Shop',
    logo: { ...samplePicture('', '#0F766E', 64, 64), alt: '' },
    navItems: sampleCategories.slice(0, 6),
    currentPath: sampleCategories[1]!.href,
    navLabel: 'Product categories',
  },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
/** With a search and the order list's badge in `actions`: beside the logo on phones, at the end from 768 px. */
export const WithSearchAndOrderList: Story = {
  args: {
    search: (
      <SearchBox action="/search" suggestions={[]} onQueryChange={() => {}} onSelect={() => {}} onSubmit={() => {}} />
    ),
    actions: <OrderListBadge href="/order-list" label="Order list" count={3} countLabel="3 items" />,
  },
};
export const WithSearchAndOrderListMobile: Story = {
  ...WithSearchAndOrderList,
  globals: { viewport: { value: 'mobile1' } },
};
