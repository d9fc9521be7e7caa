import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PriceBreakTable, priceBreakTableLabels } from './PriceBreakTable';
import { Box } from '../Box';
import { sampleCardUnit, sampleMedalUnit } from '../../storybook/fixtures';
import { sampleCardTiers, sampleMedalTiers } from '../../storybook/priceTiers';
import { t } from '../../storybook/locale';

const meta = {
  title: 'Commerce/PriceBreakTable',
  component: PriceBreakTable,
  tags: ['autodocs'],
  args: { tiers: sampleCardTiers(), unit: sampleCardUnit },
} satisfies Meta<typeof PriceBreakTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Visiting cards' tiers: 100–400, 500–900 and 1,000+ cards, the price per 100 and the saving. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const labels = priceBreakTableLabels();
    const table = within(canvasElement).getByRole('table', { name: labels.caption });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(within(table).getByRole('columnheader', { name: labels.saving })).toBeVisible();
    await expect(rows[1]).toHaveTextContent('100–400');
    await expect(rows[2]).toHaveTextContent('500–900');
    await expect(rows[2]).toHaveTextContent('₹180');
    await expect(rows[2]).toHaveTextContent('10%');
    await expect(rows[3]).toHaveTextContent('17%');
    await expect(within(table).queryByText(labels.yourPrice)).toBeNull();
  },
};
/** 600 cards fall in the 500–900 tier, which the app marks as in force: its row is the price in force, marked for eyes and for screen readers. */
export const MarkedTier: Story = {
  args: { tiers: sampleCardTiers(1) },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row');
    await expect(rows[2]).toHaveAttribute('aria-current', 'true');
    await expect(within(rows[2]!).getByText(t('Your price'))).toBeVisible();
    await expect(rows.filter((row) => row.hasAttribute('aria-current'))).toHaveLength(1);
  },
};
/** Priced per piece, in steps of 10 medals: 10–40, 50–90, 100+ medals. */
export const PerPiece: Story = {
  args: { tiers: sampleMedalTiers(2), unit: sampleMedalUnit },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('10–40');
    await expect(rows[3]).toHaveAttribute('aria-current', 'true');
  },
};
/** A price without breaks (one tier): nothing at all (inside the story's tinted frame), so the page claims no saving. */
export const NoBreaks: Story = {
  decorators: [
    (Story) => (
      <Box padding="md" background="sunken">
        <Story />
      </Box>
    ),
  ],
  args: { tiers: sampleCardTiers().slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};
/** At 360 px the words wrap within their cells; the table never scrolls sideways. */
export const Mobile: Story = { args: { tiers: sampleCardTiers(2) }, globals: { viewport: { value: 'mobile1' } } };
