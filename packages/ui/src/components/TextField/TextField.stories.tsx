import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';
import { t } from '../../storybook/locale';
import { m } from '../../paraglide/messages.js';

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
/**
 * A field that keeps at most `maxLength` characters (an address is kept to
 * 2,000) counts them as they are typed; screen readers hear the limit with the field and
 * nothing more while the shopper is far from it.
 */
export const WithLimit: Story = {
  args: { label: 'Address Line 1', defaultValue: '12 Station Road', maxLength: 2000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText<HTMLInputElement>(t('Address Line 1'));
    await expect(input).toHaveAttribute('maxlength', '2000');
    await expect(input).toHaveAccessibleDescription(m.textField_limit({ max: '2,000' }));
    await userEvent.type(input, ', Malda');
    await expect(canvas.getByText(`${input.value.length} / 2,000`)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};
/** In the last 10 % of the limit the characters left are announced, politely; at the limit typing stops. */
export const NearTheLimit: Story = {
  args: {
    label: 'Personalisation (optional)',
    hint: 'The name, date or words to print',
    defaultValue: 'Happy Birthday, Amit! Love, Riya & Mum',
    maxLength: 40,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText<HTMLInputElement>(t('Personalisation (optional)'));
    await expect(canvas.getByRole('status')).toHaveTextContent(m.textField_left({ count: '2' }));
    await userEvent.type(input, '!');
    await expect(canvas.getByRole('status')).toHaveTextContent(m.textField_left({ count: '1' }));
    await userEvent.type(input, '!!!');
    await expect(input.value).toHaveLength(40);
    await expect(canvas.getByText('40 / 40')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(m.textField_full({ max: '40' }));
  },
};
