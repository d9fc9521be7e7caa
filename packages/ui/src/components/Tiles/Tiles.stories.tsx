import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box';
import { Text } from '../Text';
import { Tiles } from './Tiles';
import { t } from '../../storybook/locale';

const tile = (n: number) => (
  <Box padding="md" background="raised" borderRadius="md">
    <Text>Tile {n}</Text>
  </Box>
);

const meta = {
  title: 'Layout/Tiles',
  component: Tiles,
  args: {
    label: 'Sample tiles',
    columns: { mobile: 1, sm: 3, lg: 4 },
    space: 'lg',
    children: [1, 2, 3, 4, 5, 6].map((n) => <Box key={n}>{tile(n)}</Box>),
  },
} satisfies Meta<typeof Tiles>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled list with one item a tile: screen readers hear 'Sample tiles, list, 6 items'. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: t('Sample tiles') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
  },
};
/** Seven columns from 1024 px, four from 768 px, three on phones: the home page's category grid. */
export const SevenColumns: Story = {
  args: {
    columns: { mobile: 3, md: 4, lg: 7 },
    space: 'sm',
    justifyItems: 'center',
    children: Array.from({ length: 14 }, (_, i) => <Box key={i}>{tile(i + 1)}</Box>),
  },
};
/** Empty children are skipped, so a list never announces an empty item. */
export const SkipsEmpty: Story = {
  args: { columns: { mobile: 2 }, children: [tile(1), null, false, tile(2)] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};
/** On a 360 px phone the product grid is one column. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
