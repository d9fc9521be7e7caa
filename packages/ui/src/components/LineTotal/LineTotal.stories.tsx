import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { LineTotal, lineTotalLabels } from './LineTotal';
import { Button } from '../Button';
import { quantityPickerLabels } from '../QuantityPicker';
import { countText, fill } from '../../private/words';
import { sampleCardUnit } from '../../storybook/fixtures';
import { t } from '../../storybook/locale';

const meta = {
  title: 'Commerce/LineTotal',
  component: LineTotal,
  tags: ['autodocs'],
  args: { quantityText: '300 cards', totalPaise: 60000 },
} satisfies Meta<typeof LineTotal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 300 visiting cards at ₹200 per 100: 'Total for 300 cards: ₹600', in a polite live region. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const total = within(canvasElement).getByRole('status');
    await expect(total).toHaveAttribute('aria-live', 'polite');
    await expect(total).toHaveTextContent(fill(lineTotalLabels().total, { quantity: t('300 cards'), price: '₹600' }));
  },
};
/** Past a price break: 1,000 cards at ₹165 per 100, and the saving against ₹200 per 100. */
export const WithSaving: Story = {
  args: { quantityText: '1,000 cards', totalPaise: 165000, savingPaise: 35000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      fill(lineTotalLabels().saving, { price: '₹350' }),
    );
  },
};
/** A price agreed in the chat: the total says so. */
export const PriceOnRequest: Story = { args: { quantityText: '50 stickers', totalPaise: null } };
/** The region stays in place while its words change, so a screen reader reads each new total. */
export const Changing: Story = {
  render: function Render(args) {
    const [packs, setPacks] = useState(3);
    return (
      <div>
        <Button tone="secondary" onClick={() => setPacks(packs + 1)}>
          +100
        </Button>
        <LineTotal
          {...args}
          quantityText={countText(packs * 100, t(sampleCardUnit), quantityPickerLabels())}
          totalPaise={packs * 20000}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const total = canvas.getByRole('status');
    await userEvent.click(canvas.getByRole('button', { name: '+100' }));
    await expect(canvas.getByRole('status')).toBe(total);
    await expect(total).toHaveTextContent('₹800');
  },
};
