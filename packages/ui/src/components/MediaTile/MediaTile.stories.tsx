import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleCategories } from '../../storybook/fixtures';
import { t } from '../../storybook/locale';
import { Inline } from '../Inline';
import { Tiles } from '../Tiles';
import { MediaTile } from './MediaTile';

const meta = {
  title: 'Navigation/MediaTile',
  component: MediaTile,
  args: { ...sampleCategories[0]!, layout: 'stacked' },
} satisfies Meta<typeof MediaTile>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The whole tile is one link named by its words. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: t(sampleCategories[0]!.label) });
    await expect(link).toHaveAttribute('href', sampleCategories[0]!.href);
  },
};
/** Stacked: a category tile (spec §9: 100×140 px up to 640 px, else 137×170 px). */
export const Stacked: Story = {};
export const StackedLongLabel: Story = { args: { label: 'Trophies & Mementos for Schools' } };
/** Stacked tiles in the home page's grid: 3, 4 (≥ 768 px) or 7 (≥ 1024 px) columns. */
export const StackedGrid: Story = {
  render: () => (
    <Tiles label="All categories" columns={{ mobile: 3, md: 4, lg: 7 }} space="sm" justifyItems="center">
      {[...sampleCategories, ...sampleCategories].map((tile, i) => (
        <MediaTile key={i} {...tile} href={`${tile.href}-${i}`} layout="stacked" />
      ))}
    </Tiles>
  ),
};
/** Inline: a Shop By Needs card (spec §9: 280 / 320 / 350 × 100 px). */
export const Inline_: Story = {
  name: 'Inline',
  args: { ...sampleCategories[1]!, label: 'Office stationery: letterheads', layout: 'inline' },
};
/** Inline cards in a row that wraps on phones. */
export const InlineRow: Story = {
  render: () => (
    <Inline label="Shop by needs" align="center">
      {sampleCategories.slice(0, 3).map((tile) => (
        <MediaTile key={tile.href} {...tile} layout="inline" />
      ))}
    </Inline>
  ),
};
/** Overlay: a carousel card (spec §9: 210×160 px on small screens, else 300×200 px). */
export const Overlay: Story = { args: { layout: 'overlay' } };
