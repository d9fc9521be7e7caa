import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { Text } from '../Text';
import { SLOW_LOADING_MS, Skeleton, SkeletonRegion, skeletonHeights, skeletonShapes, skeletonWidths } from './Skeleton';

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
/**
 * Loading that takes too long: after 8 s the region says so and offers a way
 * out, by CSS alone, so it appears even when the page's script never arrives.
 */
export const TakingTooLong: Story = {
  decorators: [
    () => (
      <SkeletonRegion
        label="Loading the catalogue"
        slow={
          <>
            <Text>This is taking longer than usual. Your connection may be slow.</Text>
            <Button size="sm">Try again</Button>
          </>
        }
      >
        <Skeleton width="40%" height="1.75rem" />
        <Skeleton shape="block" height="8rem" />
      </SkeletonRegion>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = canvas.getByText(/taking longer than usual/);
    await expect(getComputedStyle(note).visibility).toBe('hidden');
    // The CSS animation waits 8 s before it shows the note: skip to its end.
    const [reveal] = note.parentElement!.getAnimations();
    await expect(reveal?.effect?.getTiming().delay).toBe(SLOW_LOADING_MS);
    reveal!.finish();
    await expect(getComputedStyle(note).visibility).toBe('visible');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
