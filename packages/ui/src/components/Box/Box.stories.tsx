import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from './Box';

const meta = {
  title: 'Foundations/Box',
  component: Box,
  args: {
    padding: 'lg',
    background: 'sunken',
    borderRadius: 'md',
    display: 'flex',
    gap: 'md',
    flexDirection: { mobile: 'column', md: 'row' },
    children: ['One', 'Two', 'Three'].map((label) => (
      <Box key={label} padding="md" background="raised" borderRadius="sm">
        {label}
      </Box>
    )),
  },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { flexDirection: 'row', children: 'Any content, spaced and coloured by design tokens' },
};
/** Stacks on phones, sits in a row from 768 px: responsive sprinkles. */
export const Responsive: Story = {};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
