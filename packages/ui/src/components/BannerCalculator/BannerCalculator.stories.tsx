import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BannerCalculator } from './BannerCalculator';
import { t } from '../../storybook/locale';
import { sampleFormat } from '../../storybook/format';

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
/** With `onAdd`: the size goes on the order list; on a phone the two buttons stack. */
export const AddToOrderList: Story = {
  args: { onAdd: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('Add to order list') }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};
export const AddToOrderListMobile: Story = { ...AddToOrderList, globals: { viewport: { value: 'mobile1' } } };
export const InvalidSize: Story = {
  args: {
    length: '0',
    width: '',
    price: 'Enter a size of at least 1 ft × 1 ft',
    lengthError: 'Length must be at least 1 ft.',
    widthError: 'Enter the width in feet.',
  },
};

/**
 * Hundredths of a foot typed as '3' or '4.5' (at least 1 ft), else `undefined`. The
 * storefront uses order-link's `parseFeet`; the design system only needs a stand-in.
 */
const hundredthsOfAFoot = (text: string) =>
  /^\d+(\.\d{1,2})?$/.test(text) && Number(text) >= 1 ? Math.round(Number(text) * 100) : undefined;

const sideError = (text: string, side: string) =>
  text.trim() === '' ? `Enter the ${side.toLowerCase()} in feet.` : `${side} must be at least 1 ft.`;

/** Controlled by a caller that prices the size (₹10 per sq ft): typing a size updates the price. */
export const Computes: Story = {
  render: function Render(args) {
    const [length, setLength] = useState('0');
    const [width, setWidth] = useState('0');
    const l = hundredthsOfAFoot(length);
    const w = hundredthsOfAFoot(width);
    // 1 sq ft = 100 × 100 hundredths²; ₹10 = 1000 paise per sq ft.
    const unit = l !== undefined && w !== undefined ? Math.round((l * w * 1000) / 10_000) : null;
    return (
      <BannerCalculator
        {...args}
        length={length}
        width={width}
        onLengthChange={setLength}
        onWidthChange={setWidth}
        lengthError={l === undefined ? sideError(length, 'Length') : undefined}
        widthError={w === undefined ? sideError(width, 'Width') : undefined}
        price={unit === null ? t('Enter a size of at least 1 ft × 1 ft') : sampleFormat.money(unit, 2)}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText(t('Length (ft)')));
    await userEvent.type(canvas.getByLabelText(t('Length (ft)')), '3');
    await userEvent.clear(canvas.getByLabelText(t('Width (ft)')));
    await userEvent.type(canvas.getByLabelText(t('Width (ft)')), '4.5');
    await expect(canvas.getByText('₹135.00')).toBeInTheDocument();
    // Decimal feet are priced exactly: 2.5 × 3.5 ft = 8.75 sq ft at ₹10 = ₹87.50.
    await userEvent.clear(canvas.getByLabelText(t('Length (ft)')));
    await userEvent.type(canvas.getByLabelText(t('Length (ft)')), '2.5');
    await userEvent.clear(canvas.getByLabelText(t('Width (ft)')));
    await userEvent.type(canvas.getByLabelText(t('Width (ft)')), '3.5');
    await expect(canvas.getByText('₹87.50')).toBeInTheDocument();
    await userEvent.clear(canvas.getByLabelText(t('Width (ft)')));
    await expect(canvas.getByText(t('Enter a size of at least 1 ft × 1 ft'))).toBeInTheDocument();
  },
};

/**
 * The sizes people order beside free length and width: pressing one fills
 * both sides and shows it pressed; the price follows.
 */
export const WithPresets: Story = {
  args: {
    presets: [
      { lengthFeet: 2, widthFeet: 3 },
      { lengthFeet: 3, widthFeet: 6 },
      { lengthFeet: 4, widthFeet: 6 },
    ],
  },
  render: function Render(args) {
    const [size, setSize] = useState({ length: '0', width: '0' });
    const l = hundredthsOfAFoot(size.length);
    const w = hundredthsOfAFoot(size.width);
    const unit = l !== undefined && w !== undefined ? Math.round((l * w * 1000) / 10_000) : null;
    return (
      <BannerCalculator
        {...args}
        length={size.length}
        width={size.width}
        onLengthChange={(length) => setSize((old) => ({ ...old, length }))}
        onWidthChange={(width) => setSize((old) => ({ ...old, width }))}
        onPreset={({ lengthFeet, widthFeet }) => setSize({ length: String(lengthFeet), width: String(widthFeet) })}
        price={unit === null ? t('Enter a size of at least 1 ft × 1 ft') : sampleFormat.money(unit, 2)}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preset = canvas.getByRole('button', { name: t('3 × 6 ft') });
    await expect(preset).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(preset);
    await expect(canvas.getByLabelText(t('Length (ft)'))).toHaveValue('3');
    await expect(canvas.getByLabelText(t('Width (ft)'))).toHaveValue('6');
    await expect(preset).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('₹180.00')).toBeInTheDocument();
  },
};
