import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OptionPicker, type OptionValueChoice } from './OptionPicker';
import { t } from '../../storybook/locale';

/** A photo frame's sizes, in inches, with what each costs. */
const frameSizes: readonly OptionValueChoice[] = [
  { value: '4x6', label: '4×6 in', detail: '₹150' },
  { value: '5x7', label: '5×7 in', detail: '₹200' },
  { value: '8x12', label: '8×12 in', detail: '₹400' },
  { value: '10x15', label: '10×15 in', detail: '₹550' },
  { value: '12x18', label: '12×18 in', detail: '₹750' },
];

const meta = {
  title: 'Commerce/OptionPicker',
  component: OptionPicker,
  tags: ['autodocs'],
  args: { label: 'Size', name: 'size', values: frameSizes, selected: '8x12', onChange: fn() },
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selected);
    return (
      <OptionPicker
        {...args}
        selected={selected}
        onChange={(next) => {
          setSelected(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof OptionPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A photo frame's Size: the legend says what is picked ('Size: 8×12 in'),
 * each chip its price; a tap picks another size, and so do the arrow keys.
 */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: t('Size') });
    await expect(group).toHaveTextContent(`${t('Size')}: 8×12 in`);
    await expect(within(group).getAllByRole('radio')).toHaveLength(5);
    await expect(within(group).getByRole('radio', { name: '8×12 in ₹400' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '10×15 in ₹550' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('10x15');
    await expect(canvas.getByRole('radio', { name: '10×15 in ₹550' })).toBeChecked();
    await expect(group).toHaveTextContent(`${t('Size')}: 10×15 in`);
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('12x18');
    await expect(canvas.getByRole('radio', { name: '12×18 in ₹750' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: '12×18 in ₹750' })).toBeChecked();
  },
};

/**
 * Mouldings not made in the picked size: greyed, dashed and struck through, skipped by
 * the arrow keys, and described to screen readers as 'Not made in this size'.
 */
export const Unavailable: Story = {
  args: {
    label: 'Moulding',
    name: 'moulding',
    selected: 'slim',
    unavailableText: 'Not made in this size',
    values: [
      { value: 'slim', label: 'Slim 0.5 in', detail: '₹400' },
      { value: 'classic', label: 'Classic 1 in', detail: '₹450', disabled: true },
      { value: 'wide', label: 'Wide 1.5 in', detail: '₹520' },
      { value: 'ornate', label: 'Ornate 2 in', detail: '₹650', disabled: true },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const classic = canvas.getByRole('radio', { name: 'Classic 1 in ₹450' });
    await expect(classic).toBeDisabled();
    await expect(classic).toHaveAccessibleDescription(t('Not made in this size'));
    await expect(canvas.getByRole('radio', { name: 'Slim 0.5 in ₹400' })).not.toHaveAccessibleDescription();
    await userEvent.click(classic);
    await expect(classic).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Slim 0.5 in ₹400' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('wide');
    await expect(canvas.getByRole('radio', { name: 'Wide 1.5 in ₹520' })).toHaveFocus();
  },
};

/** A T-shirt's colours: a swatch before each name, ringed so White shows; the name still says the colour. */
export const Colours: Story = {
  args: {
    label: 'Colour',
    name: 'colour',
    selected: 'navy',
    unavailableText: 'Not made in this size',
    values: [
      { value: 'white', label: 'White', swatch: '#FFFFFF' },
      { value: 'black', label: 'Black', swatch: '#111111' },
      { value: 'navy', label: 'Navy', swatch: '#1E3A8A' },
      { value: 'maroon', label: 'Maroon', swatch: '#7F1D1D' },
      { value: 'bottle-green', label: 'Bottle green', swatch: '#14532D' },
      { value: 'mustard', label: 'Mustard', swatch: '#CA8A04', disabled: true },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: t('Colour') })).toHaveTextContent(`${t('Colour')}: Navy`);
    // The swatch is hidden from screen readers: the radio is named by its words alone.
    await userEvent.click(canvas.getByRole('radio', { name: 'White' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('white');
    await expect(canvas.getByRole('radio', { name: 'White' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Mustard' })).toBeDisabled();
  },
};

/** T-shirt sizes, one line each: Tab enters the group at the picked size, arrow keys move within it. */
export const TShirtSizes: Story = {
  args: {
    name: 'tshirt-size',
    selected: 'M',
    values: [{ value: 'S' }, { value: 'M' }, { value: 'L' }, { value: 'XL' }, { value: 'XXL' }],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'M' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith('S');
    await expect(canvas.getByRole('radio', { name: 'S' })).toBeChecked();
    await expect(canvas.getByRole('group', { name: t('Size') })).toHaveTextContent(`${t('Size')}: S`);
  },
};

/** A shop that writes its options in Bengali: 'মাপ' (Size) and its prices; XXL not made in this colour. */
export const Bengali: Story = {
  args: {
    label: 'মাপ',
    name: 'tshirt-size-bn',
    selected: 'M',
    unavailableText: 'এই রঙে বানানো হয় না',
    values: [
      { value: 'S', detail: '₹199' },
      { value: 'M', detail: '₹199' },
      { value: 'L', detail: '₹219' },
      { value: 'XL', detail: '₹249' },
      { value: 'XXL', detail: '₹279', disabled: true },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'মাপ' });
    await expect(group).toHaveTextContent('মাপ: M');
    await userEvent.click(within(group).getByRole('radio', { name: 'L ₹219' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('L');
    await expect(group).toHaveTextContent('মাপ: L');
    await expect(within(group).getByRole('radio', { name: 'XXL ₹279' })).toHaveAccessibleDescription(
      'এই রঙে বানানো হয় না',
    );
  },
};

/** At 320 px the chips wrap onto more rows, each still 44 px tall. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
