import type { Meta, StoryObj } from '@storybook/react-vite';
import { Chip, chipTones } from './Chip';

const meta = {
  title: 'Commerce/Chip',
  component: Chip,
  args: { children: 'Lowest price', tone: 'success' },
  argTypes: { tone: { control: 'inline-radio', options: chipTones } },
} satisfies Meta<typeof Chip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {chipTones.map((tone) => (
        <Chip key={tone} tone={tone}>
          {tone}
        </Chip>
      ))}
    </div>
  ),
};
