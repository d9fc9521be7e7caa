import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantityStepper, quantityStepperLabels } from './QuantityStepper';
import { t } from '../../storybook/locale';

const meta = {
  title: 'Commerce/QuantityStepper',
  component: QuantityStepper,
  args: { label: 'Quantity', context: 'Standard Business Cards', value: '100', min: 100, max: 100000, onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <QuantityStepper
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof QuantityStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The stepper's button names for the sample product, in the story's language. */
const stepper = (button: 'decrease' | 'increase') =>
  quantityStepperLabels()[button].replace('{label}', t('Standard Business Cards'));

/** At the minimum order quantity, minus is off; plus and typing change the quantity. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: stepper('decrease') })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: stepper('increase') }));
    const field = canvas.getByRole('textbox', { name: `${t('Quantity')}, ${t('Standard Business Cards')}` });
    await expect(field).toHaveValue('101');
    await userEvent.clear(field);
    await userEvent.type(field, '250');
    await expect(field).toHaveValue('250');
  },
};
/**
 * Cards sold per 100: the buttons move by whole packs, and from a typed 150
 * to the pack below or above it; typing stays free.
 */
export const WithStep: Story = {
  args: { step: 100 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: `${t('Quantity')}, ${t('Standard Business Cards')}` });
    await userEvent.click(canvas.getByRole('button', { name: stepper('increase') }));
    await expect(field).toHaveValue('200');
    await userEvent.clear(field);
    await userEvent.type(field, '150');
    await expect(field).toHaveValue('150');
    await userEvent.click(canvas.getByRole('button', { name: stepper('decrease') }));
    await expect(field).toHaveValue('100');
    await expect(canvas.getByRole('button', { name: stepper('decrease') })).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, '150');
    await userEvent.click(canvas.getByRole('button', { name: stepper('increase') }));
    await expect(field).toHaveValue('200');
  },
};
/** A quantity that cannot be ordered is marked and explained. */
export const WithError: Story = {
  args: { value: '40', error: 'The minimum order for this product is 100.' },
};
/** Typed on a Bengali keyboard: '১০০' is the minimum too, so minus is off and plus counts on from it. */
export const BengaliDigits: Story = {
  args: { value: '১০০' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: stepper('decrease') })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: stepper('increase') }));
    await expect(
      canvas.getByRole('textbox', { name: `${t('Quantity')}, ${t('Standard Business Cards')}` }),
    ).toHaveValue('101');
  },
};
