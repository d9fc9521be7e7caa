import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { samplePicture } from '../../storybook/fixtures';
import { OrderListLine } from './OrderListLine';
import { t } from '../../storybook/locale';
import { quantityStepperLabels } from '../QuantityStepper';

const meta = {
  title: 'Commerce/OrderListLine',
  component: OrderListLine,
  args: {
    title: 'White Photo Mug',
    href: '/product/custom-mugs/white-photo-mug',
    image: samplePicture('Mug'),
    quantity: '2',
    minQuantity: 1,
    maxQuantity: 100000,
    onQuantityChange: fn(),
    unitPrice: '₹200.00',
    lineTotal: '₹400.00',
    note: '',
    onNoteChange: fn(),
    noteHint: 'The name, date or words to print',
    onRemove: fn(),
  },
} satisfies Meta<typeof OrderListLine>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every control names its product, so a list of many lines stays clear to screen readers. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: quantityStepperLabels().increase.replace('{label}', t('White Photo Mug')) }),
    );
    await expect(args.onQuantityChange).toHaveBeenCalledWith('3');
    await userEvent.type(canvas.getByLabelText(t('Personalisation (optional)')), 'A');
    await expect(args.onNoteChange).toHaveBeenCalledWith('A');
    await userEvent.click(canvas.getByRole('button', { name: `${t('Remove')}: ${t('White Photo Mug')}` }));
    await expect(args.onRemove).toHaveBeenCalled();
  },
};
/** A banner, priced by its size. */
export const AreaPriced: Story = {
  args: {
    title: 'Flex & Banner',
    size: '2.5 ft × 3.5 ft (8.75 sq ft)',
    quantity: '3',
    unitPrice: '₹87.50',
    lineTotal: '₹262.50',
  },
};
/**
 * A personalised photo gift, with a Bengali note and the reminder to share photos. The
 * note keeps at most `noteMaxLength` characters (the app's 500) and counts them.
 */
export const WithNoteAndPhotos: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(t('Personalisation (optional)'))).toHaveAttribute('maxlength', '500');
    await expect(canvas.getByText('24 / 500')).toBeVisible();
  },
  args: {
    noteMaxLength: 500,
    note: 'অমিত ও রিয়া — শুভ বিবাহ',
    photoNote:
      'For customized gifts with your photo, please place your order via WhatsApp and share your images with us!',
  },
};
/** Below the minimum order quantity: marked, explained, and the total waits. */
export const BelowMinimum: Story = {
  args: {
    title: 'Standard Business Cards',
    quantity: '40',
    minQuantity: 100,
    quantityError: 'The minimum order for this product is 100.',
    lineTotal: '—',
  },
};
/** Price on request: the total says so. */
export const PriceOnRequest: Story = {
  args: { title: 'Die-Cut Vinyl Stickers', unitPrice: 'Price on request', lineTotal: 'Price on request' },
};
/**
 * Cards sold per 100 past a price break: the stepper moves by whole packs, and
 * the saving shows under the total.
 */
export const PackWithSaving: Story = {
  args: {
    title: 'Standard Business Cards',
    quantity: '1000',
    minQuantity: 100,
    step: 100,
    unitPrice: '₹165 / 100 cards',
    lineTotal: '₹1,650',
    saving: 'You save ₹350',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const name = (button: 'increase' | 'decrease') =>
      quantityStepperLabels()[button].replace('{label}', t('Standard Business Cards'));
    await userEvent.click(canvas.getByRole('button', { name: name('increase') }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith('1100');
    await userEvent.click(canvas.getByRole('button', { name: name('decrease') }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith('900');
    await expect(canvas.getByText(t('You save ₹350'))).toBeVisible();
  },
};
/** At 360 px the figures wrap under the quantity. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
