import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price, priceLabels } from './Price';
import { fill } from '../../private/words';
import { sampleCardPrice, sampleCardUnit } from '../../storybook/fixtures';
import { t } from '../../storybook/locale';

const meta = {
  title: 'Commerce/Price',
  component: Price,
  tags: ['autodocs'],
  args: { price: { kind: 'fixed', unitPaise: 20000 } },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const LakhGrouping: Story = { args: { price: { kind: 'fixed', unitPaise: 42000000 }, size: 'lg' } };
export const WithPaise: Story = { args: { price: { kind: 'fixed', unitPaise: 1999 } } };
/** A price per piece: '₹15 each', Bengali 'প্রতিটি ₹15'. */
export const Each: Story = {
  args: { price: { kind: 'fixed', unitPaise: 1500 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(fill(priceLabels().each, { price: '₹15' }));
  },
};
/** Sold per pack: the amount large, the pack small: '₹200 / 100 cards', Bengali '₹200 / 100টি কার্ড'. */
export const PerPack: Story = {
  args: { price: sampleCardPrice, unit: sampleCardUnit },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(
      fill(priceLabels().perPack, { price: '₹200', n: '100', unit: t(sampleCardUnit) }),
    );
  },
};
/** A pack whose pieces have no name: '₹200 / 100 pcs'. */
export const PerPackWithoutUnit: Story = { args: { price: sampleCardPrice } };
/** A product with variants: its lowest price, 'from ₹130 each' (Bengali 'প্রতিটি ₹130 থেকে শুরু'). */
export const From: Story = {
  args: { price: { kind: 'fixed', unitPaise: 13000 }, from: true },
  play: async ({ canvasElement }) => {
    const labels = priceLabels();
    await expect(canvasElement).toHaveTextContent(fill(labels.from, { price: fill(labels.each, { price: '₹130' }) }));
  },
};
/** The lowest pack price of several: 'from ₹200 / 100 cards'. */
export const FromPerPack: Story = { args: { price: sampleCardPrice, unit: sampleCardUnit, from: true } };
/** In a table (the price breaks): a smaller amount. */
export const Small: Story = { args: { price: sampleCardPrice, unit: sampleCardUnit, size: 'sm' } };
export const PerArea: Story = { args: { price: { kind: 'per-area', paisePerSquareFoot: 1000 } } };
export const PriceOnRequest: Story = { args: { price: { kind: 'on-request' } } };
export const NotOrderable: Story = { args: { price: { kind: 'unavailable' } } };
