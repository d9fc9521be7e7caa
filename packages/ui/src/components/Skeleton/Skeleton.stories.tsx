import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box';
import { Skeleton, SkeletonRegion, skeletonHeights, skeletonShapes, skeletonWidths } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { shape: 'text', width: '16rem', height: '1em' },
  argTypes: {
    shape: { control: 'inline-radio', options: skeletonShapes },
    width: { control: 'select', options: skeletonWidths },
    height: { control: 'select', options: skeletonHeights },
  },
  decorators: [
    (Story) => (
      <SkeletonRegion label="Loading">
        <Story />
      </SkeletonRegion>
    ),
  ],
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Shapes: Story = {
  render: () => (
    <Box display="flex" gap="md" alignItems="center">
      <Skeleton shape="circle" width="3rem" height="3rem" />
      <Skeleton shape="block" width="8rem" height="5rem" />
      <Box display="flex" flexDirection="column" gap="xs">
        <Skeleton width="10rem" />
        <Skeleton width="14rem" />
      </Box>
    </Box>
  ),
};
/** Skeletons are hidden from screen readers; the region announces what is loading. */
export const Announced: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};
