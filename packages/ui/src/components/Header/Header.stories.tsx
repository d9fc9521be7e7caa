import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleCategories, samplePicture } from '../../storybook/fixtures';
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
