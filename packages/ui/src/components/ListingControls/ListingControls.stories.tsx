import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListingControls, listingControlsLabels } from './ListingControls';
import { t } from '../../storybook/locale';

const sortOptions = [
  { value: 'featured', label: 'Featured' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'name', label: 'Name: A–Z' },
];

const meta = {
  title: 'Commerce/ListingControls',
  component: ListingControls,
  args: {
    sort: 'featured',
    sortOptions,
    onSortChange: fn(),
    minPrice: '',
    maxPrice: '',
    onMinPriceChange: fn(),
    onMaxPriceChange: fn(),
    orderableOnly: false,
    onOrderableOnlyChange: fn(),
    shownCount: 16,
    totalCount: 16,
  },
} satisfies Meta<typeof ListingControls>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every control is labelled; choosing reports the value to the caller. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText(t('Sort by')), 'price-desc');
    await expect(args.onSortChange).toHaveBeenCalledWith('price-desc');
    await userEvent.click(canvas.getByLabelText(t('Orderable now')));
    await expect(args.onOrderableOnlyChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      listingControlsLabels().count.replace('{shown}', '16').replace('{total}', '16'),
    );
  },
};
/** Sorted and filtered: the count says how many are left, a note explains the order, and Clear filters appears. */
export const Filtered: Story = {
  args: {
    sort: 'price-asc',
    maxPrice: '500',
    orderableOnly: true,
    shownCount: 6,
    onClear: fn(),
    note: 'Products priced on request or by size come after priced ones.',
  },
};
/** Wired to state, as a page uses it: typing a price reports each edit. */
export const Interactive: Story = {
  render: function Render(args) {
    const [max, setMax] = useState('');
    return <ListingControls {...args} maxPrice={max} onMaxPriceChange={setMax} />;
  },
  play: async ({ canvasElement }) => {
    const max = within(canvasElement).getByLabelText(t('Max price (₹)'));
    await userEvent.type(max, '450');
    await expect(max).toHaveValue('450');
  },
};
/** On a 360 px phone the controls wrap; nothing runs off the screen. */
export const Mobile: Story = { args: Filtered.args, globals: { viewport: { value: 'mobile1' } } };
