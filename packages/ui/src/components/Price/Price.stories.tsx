import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price } from './Price';

const meta = {
  title: 'Commerce/Price',
  component: Price,
  args: { price: { kind: 'fixed', unitPaise: 20000 } },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const LakhGrouping: Story = { args: { price: { kind: 'fixed', unitPaise: 42000000 }, size: 'lg' } };
export const WithPaise: Story = { args: { price: { kind: 'fixed', unitPaise: 1999 } } };
export const PerArea: Story = { args: { price: { kind: 'per-area', paisePerSquareFoot: 1000 } } };
export const PriceOnRequest: Story = { args: { price: { kind: 'on-request' } } };
export const NotOrderable: Story = { args: { price: { kind: 'unavailable' } } };
