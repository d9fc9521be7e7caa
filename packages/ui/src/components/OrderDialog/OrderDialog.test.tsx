import { screen } from '@testing-library/react';
import { render } from '../../test/render';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OrderDialog, type OrderField } from './OrderDialog';

const fields: OrderField[] = [
  { name: 'firstName', label: 'First Name' },
  { name: 'quantity', label: 'Quantity', inputMode: 'numeric' },
];

function Harness({ onSubmit = () => {}, errors = {} }: { onSubmit?: () => void; errors?: Record<string, string> }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Record<string, string>>({ firstName: '', quantity: '100' });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Buy Now
      </button>
      <OrderDialog
        open={open}
        heading="Order: Business Cards"
        fields={fields}
        values={values}
        errors={errors}
        onChange={(name, value) => setValues((old) => ({ ...old, [name]: value }))}
        onSubmit={onSubmit}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

describe('OrderDialog', () => {
  it('opens from Buy Now with labelled fields and the quantity filled in', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    const dialog = screen.getByRole('dialog', { name: 'Order: Business Cards' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByLabelText('Quantity')).toHaveValue('100');
    await user.type(screen.getByLabelText('First Name'), 'Asha');
    expect(screen.getByLabelText('First Name')).toHaveValue('Asha');
  });

  it('sends the form with Place Order', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('marks a field with an error and explains it', async () => {
    const user = userEvent.setup();
    render(<Harness errors={{ quantity: 'The minimum order for this product is 100.' }} />);
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    const quantity = screen.getByLabelText('Quantity');
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(quantity).toHaveAccessibleDescription('The minimum order for this product is 100.');
  });

  it('closes with the close icon and gives focus back to Buy Now', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const buy = screen.getByRole('button', { name: 'Buy Now' });
    await user.click(buy);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(buy).toHaveFocus();
  });
});
