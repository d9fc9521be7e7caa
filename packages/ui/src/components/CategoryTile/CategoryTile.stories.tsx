import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleCategories } from '../../storybook/fixtures';
import { CategoryTile, CategoryTileGrid } from './CategoryTile';

const meta = {
  title: 'Navigation/CategoryTile',
  component: CategoryTile,
  args: sampleCategories[0]!,
} satisfies Meta<typeof CategoryTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const LongName: Story = { args: { label: 'Trophies & Mementos for Schools' } };
export const Grid: Story = {
  render: () => (
    <CategoryTileGrid label="All categories">
      {[...sampleCategories, ...sampleCategories].map((tile, i) => (
        <CategoryTile key={i} {...tile} href={`${tile.href}-${i}`} />
      ))}
    </CategoryTileGrid>
  ),
};
