import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { samplePicture } from '../../storybook/fixtures';
import { ImageGallery } from '../ImageGallery';
import { ProductDetails, ProductLayout } from './ProductDetails';
import { t } from '../../storybook/locale';

const meta = {
  title: 'Commerce/ProductDetails',
  component: ProductDetails,
  args: {
    title: 'Multicolor Letterhead',
    subtitle: 'Full-colour letterhead on 100 GSM paper',
    price: { kind: 'fixed', unitPaise: 70000 },
    minQuantity: 100,
    details: [
      'A4 size, 100 GSM bond paper',
      'Full-colour print of your logo',
      'Design help included',
      'Ready in 3 to 4 working days',
    ],
    onBuy: fn(),
  },
} satisfies Meta<typeof ProductDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('inclusive of all taxes (except delivery charges)'))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('Buy Now') }));
    await expect(args.onBuy).toHaveBeenCalled();
  },
};
/** With `onAdd` (issue 10): 'Add to order list' beside Buy Now. */
export const AddToOrderList: Story = {
  args: { onAdd: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('Add to order list') }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await expect(args.onBuy).not.toHaveBeenCalled();
  },
};
export const PriceOnRequest: Story = {
  args: { title: 'Die-Cut Vinyl Stickers', price: { kind: 'on-request' }, minQuantity: 1, details: [] },
};
export const NotOrderable: Story = {
  args: { title: 'Eco Paper Pen', price: { kind: 'unavailable' }, minQuantity: 1, details: [] },
};
export const WithGallery: Story = {
  render: (args) => (
    <ProductLayout gallery={<ImageGallery images={[samplePicture('Front'), samplePicture('Back', '#E4572E')]} />}>
      <ProductDetails {...args} />
    </ProductLayout>
  ),
};
