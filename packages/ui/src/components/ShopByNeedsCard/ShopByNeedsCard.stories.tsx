import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleCategories } from '../../storybook/fixtures';
import { ShopByNeedsCard, ShopByNeedsRow } from './ShopByNeedsCard';

const meta = {
  title: 'Navigation/ShopByNeedsCard',
  component: ShopByNeedsCard,
  args: { ...sampleCategories[1]!, label: 'Office stationery: letterheads' },
} satisfies Meta<typeof ShopByNeedsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Row: Story = {
  render: () => (
    <ShopByNeedsRow label="Shop by needs">
      {sampleCategories.slice(0, 3).map((tile) => (
        <ShopByNeedsCard key={tile.href} {...tile} />
      ))}
    </ShopByNeedsRow>
  ),
};
