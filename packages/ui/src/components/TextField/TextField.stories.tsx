import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TextField } from './TextField';
import { t } from '../../storybook/locale';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Pincode', inputMode: 'numeric', defaultValue: '732103' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const WithHint: Story = { args: { hint: 'Six digits, e.g. 732103' } };
export const WithError: Story = {
  args: { label: 'Quantity', defaultValue: '50', error: 'The minimum order for this product is 100.' },
};
/** Advice that does not block the order, e.g. a PIN code outside the delivery area. */
export const WithNote: Story = {
  args: {
    defaultValue: '737101',
    noteTone: 'info',
    note: 'This PIN code is outside West Bengal. We will confirm on WhatsApp whether we can deliver there.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(t('Pincode'));
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).toHaveAccessibleDescription(
      t('This PIN code is outside West Bengal. We will confirm on WhatsApp whether we can deliver there.'),
    );
  },
};
export const WithWarning: Story = {
  args: {
    label: 'Phone Number',
    defaultValue: '12345',
    note: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9 (with or without +91).',
    hint: 'e.g. 98765 43210',
  },
};
