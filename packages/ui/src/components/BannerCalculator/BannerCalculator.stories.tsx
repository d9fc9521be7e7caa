import { formatPaise, parseFeet, unitPricePaise } from '@storefront/order-link';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BannerCalculator } from './BannerCalculator';

const meta = {
  title: 'Commerce/BannerCalculator',
  component: BannerCalculator,
  args: {
    heading: 'Flex & Banner',
    length: '3',
    width: '4.5',
    price: '₹135.00',
    rate: '₹10.00 per sq ft',
    onLengthChange: fn(),
    onWidthChange: fn(),
    onBuy: fn(),
  },
} satisfies Meta<typeof BannerCalculator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const InvalidSize: Story = {
  args: {
    length: '0',
    width: '',
    price: 'Enter a size of at least 1 ft × 1 ft',
    lengthError: 'Length must be at least 1 ft.',
    widthError: 'Enter the width in feet.',
  },
};

/** Wired to order-link's pricing, as the storefront uses it: typing a size updates the price. */
export const Computes: Story = {
  render: function Render(args) {
    const [length, setLength] = useState('0');
    const [width, setWidth] = useState('0');
    const l = parseFeet(length, 'Length');
    const w = parseFeet(width, 'Width');
    const unit =
      l.ok && w.ok
        ? unitPricePaise({ kind: 'per-area', paisePerSquareFoot: 1000 }, { lengthFeet: l.value, widthFeet: w.value })
        : null;
    return (
      <BannerCalculator
        {...args}
        length={length}
        width={width}
        onLengthChange={setLength}
        onWidthChange={setWidth}
        lengthError={l.ok ? undefined : l.error}
        widthError={w.ok ? undefined : w.error}
        price={unit === null ? 'Enter a size of at least 1 ft × 1 ft' : formatPaise(unit)}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('Length (ft)'));
    await userEvent.type(canvas.getByLabelText('Length (ft)'), '3');
    await userEvent.clear(canvas.getByLabelText('Width (ft)'));
    await userEvent.type(canvas.getByLabelText('Width (ft)'), '4.5');
    await expect(canvas.getByText('₹135.00')).toBeInTheDocument();
    // Decimal feet are priced exactly: 2.5 × 3.5 ft = 8.75 sq ft at ₹10 = ₹87.50.
    await userEvent.clear(canvas.getByLabelText('Length (ft)'));
    await userEvent.type(canvas.getByLabelText('Length (ft)'), '2.5');
    await userEvent.clear(canvas.getByLabelText('Width (ft)'));
    await userEvent.type(canvas.getByLabelText('Width (ft)'), '3.5');
    await expect(canvas.getByText('₹87.50')).toBeInTheDocument();
    await userEvent.clear(canvas.getByLabelText('Width (ft)'));
    await expect(canvas.getByText('Enter a size of at least 1 ft × 1 ft')).toBeInTheDocument();
  },
};
