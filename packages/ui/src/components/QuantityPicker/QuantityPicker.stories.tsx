import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantityPicker, quantityPickerLabels } from './QuantityPicker';
import { fill } from '../../private/words';
import { sampleCardChoices, sampleCardUnit } from '../../storybook/fixtures';
import { t } from '../../storybook/locale';

const meta = {
  title: 'Commerce/QuantityPicker',
  component: QuantityPicker,
  tags: ['autodocs'],
  args: {
    label: 'Quantity',
    context: 'Standard Business Cards',
    value: '100',
    min: 100,
    max: 100000,
    step: 100,
    choices: sampleCardChoices,
    unit: sampleCardUnit,
    onChange: fn(),
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <QuantityPicker
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof QuantityPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A choice's accessible name in the story's language: '500 cards', Bengali '500টি কার্ড'. */
const choice = (n: string) => fill(quantityPickerLabels().count, { n, unit: t(sampleCardUnit) });
/** The stepper's field, named by its label and the product. */
const otherField = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('textbox', { name: `${quantityPickerLabels().other}, ${t('Standard Business Cards')}` });
/** One of the stepper's buttons. */
const stepper = (button: 'decrease' | 'increase') =>
  quantityPickerLabels()[button].replace('{label}', t('Standard Business Cards'));

/**
 * The shop's quantities as one-tap choices and a stepper for any other multiple of 100:
 * tapping a choice fills the field; plus moves to the next pack, which is no
 * choice, so none is checked; arrow keys move between the choices.
 */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: `${t('Quantity')}, ${t('Standard Business Cards')}` });
    await expect(within(group).getByRole('radio', { name: choice('100') })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: choice('500') }));
    await expect(canvas.getByRole('radio', { name: choice('500') })).toBeChecked();
    await expect(otherField(canvas)).toHaveValue('500');
    await userEvent.click(canvas.getByRole('button', { name: stepper('increase') }));
    await expect(otherField(canvas)).toHaveValue('600');
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: choice('200') }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: choice('500') })).toHaveFocus();
    await expect(otherField(canvas)).toHaveValue('500');
  },
};
/** Without choices it is just the stepper, by whole packs: 100 → 200. */
export const WithoutChoices: Story = {
  args: { choices: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('radio')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: stepper('increase') }));
    await expect(
      canvas.getByRole('textbox', { name: `${t('Quantity')}, ${t('Standard Business Cards')}` }),
    ).toHaveValue('200');
  },
};
/** A typed quantity that is no choice (300): no choice is checked; the stepper steps from it. */
export const TypedValue: Story = {
  args: { value: '300' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: stepper('decrease') }));
    await expect(canvas.getByRole('radio', { name: choice('200') })).toBeChecked();
  },
};
/** A quantity that is not a whole number of packs: marked, and the reason read with the field. */
export const WithError: Story = {
  args: { value: '150', error: 'Visiting cards come in packs of 100. Choose 100 or 200.' },
  play: async ({ canvasElement }) => {
    const field = otherField(within(canvasElement));
    await expect(field).toBeInvalid();
    await expect(field).toHaveAccessibleDescription(t('Visiting cards come in packs of 100. Choose 100 or 200.'));
  },
};
/** At 360 px the choices wrap onto two rows and the stepper keeps both buttons. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
