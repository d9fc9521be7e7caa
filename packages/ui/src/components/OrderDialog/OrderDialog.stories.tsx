import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { OrderDialog, OrderSummary, type OrderField } from './OrderDialog';
import { t } from '../../storybook/locale';
import { m } from '../../paraglide/messages.js';

const fields: OrderField[] = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'phone', label: 'Phone Number', type: 'tel', inputMode: 'tel' },
  { name: 'addressLine1', label: 'Address Line 1' },
  { name: 'addressLine2', label: 'Address Line 2' },
  { name: 'pinCode', label: 'Pincode', inputMode: 'numeric' },
  { name: 'state', label: 'State' },
  { name: 'country', label: 'Country' },
  { name: 'quantity', label: 'Quantity', inputMode: 'numeric' },
];

const meta = {
  title: 'Forms/OrderDialog',
  component: OrderDialog,
  args: {
    open: false,
    heading: 'Order: Standard Business Cards',
    fields,
    values: { state: 'West Bengal', country: 'India', quantity: '100' },
    onChange: fn(),
    onSubmit: fn(),
    onClose: fn(),
    summary: (
      <OrderSummary
        label="Order summary"
        rows={[
          { term: 'Unit price', value: '₹200.00' },
          { term: 'Quantity', value: '100' },
          { term: 'Total', value: '₹20,000.00' },
        ]}
      />
    ),
  },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    const [values, setValues] = useState(args.values);
    return (
      <>
        <Button onClick={() => setOpen(true)}>{t('Buy Now')}</Button>
        <OrderDialog
          {...args}
          open={open}
          values={values}
          onChange={(name, value) => setValues((old) => ({ ...old, [name]: value }))}
          onClose={() => {
            setOpen(false);
            args.onClose();
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof OrderDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens on Buy Now; Escape closes it and focus returns to Buy Now. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const buy = canvas.getByRole('button', { name: t('Buy Now') });
    await userEvent.click(buy);
    const dialog = within(document.body).getByRole('dialog', { name: t('Order: Standard Business Cards') });
    await expect(within(dialog).getByLabelText(t('Quantity'))).toHaveValue('100');
    await userEvent.keyboard('{Escape}');
    // The dialog's close event is dispatched as a task, after the key press returns.
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    await waitFor(() => expect(buy).toHaveFocus());
  },
};

/**
 * The page behind the open dialog is inert: it cannot take focus, and Tab moves through
 * the form's own controls. (Wrapping past the last control needs real key presses; the
 * storefront's Playwright tests cover that.)
 */
export const TrapsFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buy = canvas.getByRole('button', { name: t('Buy Now') });
    await userEvent.click(buy);
    const dialog = within(document.body).getByRole('dialog');
    await expect(dialog.matches(':modal')).toBe(true);
    buy.focus();
    await expect(buy).not.toHaveFocus();
    const controls = within(dialog).getAllByRole('textbox');
    controls[0]?.focus();
    for (const control of controls.slice(1)) {
      await userEvent.tab();
      await expect(control).toHaveFocus();
    }
    await userEvent.click(within(dialog).getByRole('button', { name: t('Close') }));
    await waitFor(() => expect(dialog).not.toBeVisible());
    await waitFor(() => expect(buy).toHaveFocus());
  },
};
/** On a phone the dialog fills the width (minus a margin) and scrolls inside 80% of the height. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('Buy Now') }));
    const dialog = within(document.body).getByRole('dialog');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};
/** Advice that does not block: a mistyped phone number and a PIN code outside the delivery area. */
export const WithAdvice: Story = {
  args: {
    values: { phone: '12345', pinCode: '110001', state: 'West Bengal', country: 'India', quantity: '100' },
    notes: {
      phone: {
        tone: 'warning',
        text: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9 (with or without +91).',
      },
      pinCode: { tone: 'info', text: 'This PIN code is outside West Bengal, where we deliver. You can still order.' },
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('Buy Now') }));
    const dialog = within(within(document.body).getByRole('dialog'));
    await expect(dialog.getByLabelText(t('Phone Number'))).toHaveAccessibleDescription(
      t('Enter a 10-digit mobile number starting with 6, 7, 8 or 9 (with or without +91).'),
    );
    await expect(dialog.getByLabelText(t('Phone Number'))).not.toHaveAttribute('aria-invalid');
    await expect(dialog.getByLabelText(t('Pincode'))).toHaveAccessibleDescription(
      t('This PIN code is outside West Bengal, where we deliver. You can still order.'),
    );
    await expect(dialog.queryByRole('alert')).toBeNull();
  },
};
/** A blocking error: the field is marked invalid and says what to do. */
export const WithError: Story = {
  args: { errors: { quantity: 'The minimum order for this product is 100.' }, values: { quantity: '50' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('Buy Now') }));
    const dialog = within(within(document.body).getByRole('dialog'));
    await expect(dialog.getByLabelText(t('Quantity'))).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabelText(t('Quantity'))).toHaveAccessibleDescription(
      t('The minimum order for this product is 100.'),
    );
  },
};
/**
 * Every detail the app keeps is kept to 2,000 characters, so each field says so:
 * `maxLength` on the input and a count under it.
 */
export const WithCharacterLimits: Story = {
  args: {
    fields: fields.map((field) => (field.name === 'quantity' ? field : { ...field, maxLength: 2000 })),
    values: { firstName: 'Asha', state: 'West Bengal', country: 'India', quantity: '100' },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('Buy Now') }));
    const dialog = within(within(document.body).getByRole('dialog'));
    const name = dialog.getByLabelText<HTMLInputElement>(t('First Name'));
    await expect(name).toHaveAttribute('maxlength', '2000');
    await expect(name).toHaveAccessibleDescription(m.textField_limit({ max: '2,000' }));
    await userEvent.type(name, ' Das');
    await expect(dialog.getByText(`${name.value.length} / 2,000`)).toBeVisible();
    await expect(dialog.getByLabelText(t('Quantity'))).not.toHaveAttribute('maxlength');
  },
};
