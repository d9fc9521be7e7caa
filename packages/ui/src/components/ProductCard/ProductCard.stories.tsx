import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleCardPrice, sampleCardUnit, samplePhoto, samplePicture } from '../../storybook/fixtures';
import { SkeletonRegion } from '../Skeleton';
import { ProductCard } from './ProductCard';
import { ProductCardSkeleton } from './ProductCardSkeleton';
import { priceLabels } from '../Price';
import { fill } from '../../private/words';
import { t } from '../../storybook/locale';
import { truncateText } from '../../private/truncate';

const meta = {
  title: 'Commerce/ProductCard',
  component: ProductCard,
  args: {
    title: 'White Photo Mug',
    subtitle: '325 mL ceramic mug with your photo or text',
    image: samplePicture('Mug'),
    price: { kind: 'fixed', unitPaise: 20000 },
    buyHref: '/order-product',
  },
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
/** With its own page: the title is the one link there; the picture leads there too, but stays out of the tab order. */
export const LinksToProductPage: Story = {
  args: { href: '/product/custom-mugs/white-photo-mug' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: t('White Photo Mug') })).toHaveAttribute(
      'href',
      '/product/custom-mugs/white-photo-mug',
    );
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};
export const LongText: Story = {
  args: {
    title: 'Custom Birthday Frame with Thirteen Photos and a Personal Message',
    subtitle: 'Collage frame with 13 photos, a birthday message and a gift box, made to order',
  },
  play: async ({ canvasElement }) => {
    // Cut to 40 characters plus '...' (spec §9), in whichever language the subtitle is.
    const subtitle = t('Collage frame with 13 photos, a birthday message and a gift box, made to order');
    await expect(within(canvasElement).getByText(truncateText(subtitle, 40))).toBeInTheDocument();
  },
};
export const MinimumOrder: Story = { args: { title: 'Standard Business Cards', minQuantity: 100 } };
/** Sold per pack: the card states what the price is for, '₹200 / 100 cards'. */
export const PerPack: Story = {
  args: {
    title: 'Standard Business Cards',
    subtitle: '300 GSM matt card, printed on one side',
    image: samplePicture('Cards'),
    price: sampleCardPrice,
    unit: sampleCardUnit,
    minQuantity: 100,
    onAdd: fn(),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(
      fill(priceLabels().perPack, { price: '₹200', n: '100', unit: t(sampleCardUnit) }),
    );
  },
};
/** A product with variants: its lowest price, 'from ₹130 each'. */
export const PriceFrom: Story = {
  args: {
    title: '4x6 Photo Frame',
    subtitle: 'Slim frame for a 4x6 print, in three moulding widths',
    image: samplePicture('Frame', '#E4572E'),
    price: { kind: 'fixed', unitPaise: 13000 },
    priceFrom: true,
    onAdd: fn(),
  },
};
/** A pack price on the narrowest phone: price, chip and both buttons still fit. */
export const PerPackMobile: Story = { ...PerPack, globals: { viewport: { value: 'mobile1' } } };
export const PriceOnRequest: Story = { args: { title: 'Die-Cut Vinyl Stickers', price: { kind: 'on-request' } } };
export const NotOrderable: Story = { args: { title: 'Eco Paper Pen', price: { kind: 'unavailable' } } };
/**
 * A shop's photo: the build's AVIF, WebP and JPEG versions at 400, 800 and
 * 1200 px in a `<picture>`, `sizes` the card's 300 px, so a phone fetches one small AVIF.
 */
export const Photo: Story = {
  args: {
    title: 'Rotating Lamp (4 Photos)',
    subtitle: 'Four-sided spinning lamp with four of your photos',
    image: samplePhoto,
  },
  play: async ({ canvasElement }) => {
    const sources = [...canvasElement.querySelectorAll('picture source')];
    await expect(sources.map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
      'image/jpeg',
    ]);
    for (const source of sources) {
      await expect(source).toHaveAttribute('sizes', '300px');
      await expect(source.getAttribute('srcset')).toMatch(/ 400w, .* 800w, .* 1200w$/);
    }
    // Decoration: the card's title names the product.
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('width', '1200');
    await expect(image).toHaveAttribute('alt', '');
  },
};
export const NoImage: Story = { args: { image: undefined } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
/** With `onAdd`: 'Add' shares Buy Now's row, so the card keeps its height; both buttons' names include the product. */
export const AddToList: Story = {
  args: { title: 'Standard Business Cards', minQuantity: 100, onAdd: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: `${t('Buy Now')}: ${t('Standard Business Cards')}` })).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: `${t('Add to order list')}: ${t('Standard Business Cards')}` }),
    );
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};
/** The narrowest phone: the two buttons still fit side by side. */
export const AddToListMobile: Story = { ...AddToList, globals: { viewport: { value: 'mobile1' } } };
/** Three cards to a row from 640 px (a 230 px card): the row still fits. */
export const AddToListNarrow: Story = {
  ...AddToList,
  decorators: [
    (Story) => (
      <div style={{ width: 230 }}>
        <Story />
      </div>
    ),
  ],
};
/** A product that cannot be ordered shows neither button, even with `onAdd`. */
export const NotOrderableWithAdd: Story = {
  args: { title: 'Eco Paper Pen', price: { kind: 'unavailable' }, onAdd: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
/** While products load: a card-sized placeholder inside a busy region. */
export const Loading: Story = {
  render: () => (
    <SkeletonRegion label="Loading products">
      <ProductCardSkeleton />
    </SkeletonRegion>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading products');
  },
};
