import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SearchBox, type SearchSuggestion } from './SearchBox';
import { t } from '../../storybook/locale';

const products: SearchSuggestion[] = [
  { id: 'mug-1', label: 'White Photo Mug', detail: 'Custom Mugs · ₹200', href: '/product/custom-mugs/white-photo-mug' },
  { id: 'mug-2', label: 'Heart-Shaped Handle Mug', detail: 'Custom Mugs · ₹250', href: '/product/custom-mugs/heart' },
  { id: 'mug-3', label: 'Magic Colour-Changing Mug', detail: 'Custom Mugs · ₹300', href: '/product/custom-mugs/magic' },
];

const meta = {
  title: 'Navigation/SearchBox',
  component: SearchBox,
  args: {
    action: '/search',
    suggestions: [],
    onQueryChange: fn(),
    onSelect: fn(),
    onSubmit: fn(),
  },
  // Room under the field for the suggestions.
  decorators: [
    (Story) => (
      <div style={{ minHeight: 260, maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  // The suggestions follow what is typed, as the header's search does with its index.
  render: function Render(args) {
    const [query, setQuery] = useState('');
    const suggestions =
      query.trim().length > 0 && 'mug'.startsWith(query.trim().toLowerCase().slice(0, 3)) ? products : [];
    return (
      <SearchBox
        {...args}
        suggestions={args.suggestions.length > 0 ? args.suggestions : suggestions}
        onQueryChange={(value) => {
          setQuery(value);
          args.onQueryChange(value);
        }}
      />
    );
  },
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, waiting for a query: a plain search field until the first pointer, touch or focus fetches the suggestions' code. */
export const Playground: Story = {};
/** Typing shows suggestions; arrow keys move through them and Enter opens one. */
export const KeyboardSelect: Story = {
  play: async ({ args, canvasElement }) => {
    const field = () => within(canvasElement).getByRole('combobox', { name: t('Search products') });
    await userEvent.type(field(), 'mug');
    await expect(await within(canvasElement).findByRole('option', { name: /White Photo Mug/ })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // The field that takes the suggestions replaced the plain one on focus.
    await expect(field()).toHaveAttribute('aria-activedescendant');
    await expect(field()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledWith(products[1]));
  },
};
/** Escape closes the suggestions; Search sends the query to the results page. */
export const EscapeAndSubmit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox', { name: t('Search products') });
    await userEvent.type(field, 'mu');
    await canvas.findByRole('option', { name: /White Photo Mug/ });
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('option')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('Search') }));
    await expect(args.onSubmit).toHaveBeenCalledWith('mu');
  },
};
/**
 * The suggestions' code arriving while the Search button has focus (a keyboard shopper
 * tabbed past the field, then the pointer crossed the form) keeps focus on the button.
 */
export const FocusKeptOnSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: t('Search') }).focus();
    await userEvent.hover(canvas.getByRole('search'));
    // Downshift's field names the list it controls; the plain field does not.
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: t('Search products') })).toHaveAttribute('aria-controls'),
    );
    await expect(canvas.getByRole('button', { name: t('Search') })).toHaveFocus();
  },
};
/** A query with no matches says so, instead of an empty box. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: t('Search products') }), 'bicycle');
    await expect(await canvas.findByText(t('No matching products. Press Search to look again.'))).toBeVisible();
  },
};
/** While the index loads (on first focus), the box says so. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: t('Search products') }), 'visiting');
    await expect(await canvas.findByText(t('Loading…'))).toBeVisible();
  },
};
/** At 360 px the field and the button share one row. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
