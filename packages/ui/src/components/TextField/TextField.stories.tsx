import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Pincode', inputMode: 'numeric', defaultValue: '732103' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const WithHint: Story = { args: { hint: 'Six digits, e.g. 732103' } };
export const WithError: Story = { args: { label: 'Quantity', defaultValue: '50', error: 'The minimum order for this product is 100.' } };
