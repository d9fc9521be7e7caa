import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box';
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
    <Box display="flex" gap="xs">
      {chipTones.map((tone) => (
        <Chip key={tone} tone={tone}>
          {tone}
        </Chip>
      ))}
    </Box>
  ),
};
