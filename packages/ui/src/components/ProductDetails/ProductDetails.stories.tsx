import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  sampleCardChoices,
  sampleCardPrice,
  sampleCardUnit,
  sampleLetterheadPrice,
  sampleLetterheadUnit,
  samplePicture,
} from '../../storybook/fixtures';
import { ImageGallery } from '../ImageGallery';
import { LineTotal } from '../LineTotal';
import { Link } from '../Link';
import { PriceBreakTable } from '../PriceBreakTable';
import { QuantityPicker, quantityPickerLabels } from '../QuantityPicker';
import { ProductDetails, ProductLayout } from './ProductDetails';
import { countText } from '../../private/words';
import { t } from '../../storybook/locale';
import { sampleCardTiers } from '../../storybook/priceTiers';

const meta = {
  title: 'Commerce/ProductDetails',
  component: ProductDetails,
  args: {
    title: 'Multicolor Letterhead',
    subtitle: 'Full-colour letterhead on 100 GSM paper',
    price: sampleLetterheadPrice,
    unit: sampleLetterheadUnit,
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

/** Letterheads per 100 with price breaks: the price states its pack, and 'Buy in bulk and save' has a table behind it. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('inclusive of all taxes (except delivery charges)'))).toBeInTheDocument();
    await expect(canvas.getByText(t('Buy in bulk and save'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('Buy Now') }));
    await expect(args.onBuy).toHaveBeenCalled();
  },
};
/** With `onAdd`: 'Add to order list' beside Buy Now. */
export const AddToOrderList: Story = {
  args: { onAdd: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('Add to order list') }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await expect(args.onBuy).not.toHaveBeenCalled();
  },
};
/**
 * A price without breaks: no 'Buy in bulk and save', which nothing would
 * back; the caller's `askBulk` (a link to ask in the chat) stands in its place.
 */
export const NoBreaks: Story = {
  args: {
    title: 'White Photo Mug',
    subtitle: '325 mL ceramic mug with your photo or text',
    price: { kind: 'fixed', unitPaise: 20000 },
    unit: undefined,
    minQuantity: 1,
    details: [],
    askBulk: (
      <Link href="https://wa.me/919876543210" external>
        Ask about bulk prices on WhatsApp
      </Link>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(t('Buy in bulk and save'))).toBeNull();
    await expect(canvas.getByRole('link', { name: new RegExp(t('Ask about bulk prices on WhatsApp')) })).toBeVisible();
  },
};
export const PriceOnRequest: Story = {
  args: {
    title: 'Die-Cut Vinyl Stickers',
    price: { kind: 'on-request' },
    unit: undefined,
    minQuantity: 1,
    details: [],
  },
};
export const NotOrderable: Story = {
  args: { title: 'Eco Paper Pen', price: { kind: 'unavailable' }, unit: undefined, minQuantity: 1, details: [] },
};
export const WithGallery: Story = {
  render: (args) => (
    <ProductLayout gallery={<ImageGallery images={[samplePicture('Front'), samplePicture('Back', '#E4572E')]} />}>
      <ProductDetails {...args} />
    </ProductLayout>
  ),
};

/**
 * What `quantity` cards cost, in paise, and the saving against the first tier: the
 * app's arithmetic (the catalogue's `linePrice`), written out for the sample tiers.
 */
function lineTotal(quantity: number): { total: number; saving: number; tier: number } {
  const tiers = sampleCardTiers();
  const tier = tiers.findLastIndex((candidate) => quantity >= candidate.fromPieces);
  const packPaise = (index: number) => {
    const price = tiers[Math.max(0, index)]!.price;
    return price.kind === 'per-pack' ? price.packPaise : 0;
  };
  const total = (packPaise(tier) * quantity) / 100;
  return { total, saving: (packPaise(0) * quantity) / 100 - total, tier };
}

/**
 * The product page's order block as the app composes it in `children`: the
 * quantity picker, the price-break table marking the tier in force, and the live line
 * total with its saving, before Buy Now.
 */
export const WithQuantity: Story = {
  args: {
    title: 'Standard Business Cards',
    subtitle: '300 GSM matt card, printed on one side',
    price: sampleCardPrice,
    unit: sampleCardUnit,
    details: [],
    onAdd: fn(),
  },
  render: function Render(args) {
    const [value, setValue] = useState('100');
    const quantity = /^\d+$/.test(value) ? Number(value) : undefined;
    const valid = quantity !== undefined && quantity >= 100 && quantity % 100 === 0;
    const { total, saving, tier } = lineTotal(valid ? quantity : 100);
    return (
      <ProductDetails {...args}>
        <QuantityPicker
          label={t('Quantity')}
          context={args.title}
          value={value}
          onChange={setValue}
          min={100}
          max={100000}
          step={100}
          choices={sampleCardChoices}
          unit={args.unit}
        />
        <PriceBreakTable tiers={sampleCardTiers(valid ? tier : undefined)} unit={args.unit} />
        <LineTotal
          quantityText={countText(valid ? quantity : 100, args.unit, quantityPickerLabels())}
          totalPaise={total}
          savingPaise={saving}
        />
      </ProductDetails>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const labels = quantityPickerLabels();
    await expect(canvas.getByRole('status')).toHaveTextContent('₹200');
    await userEvent.click(canvas.getByRole('radio', { name: countText(1000, t(sampleCardUnit), labels) }));
    await expect(canvas.getByRole('status')).toHaveTextContent('₹1,650');
    await expect(canvas.getByRole('status')).toHaveTextContent('₹350');
    await expect(canvas.getAllByRole('row')[3]).toHaveAttribute('aria-current', 'true');
  },
};
