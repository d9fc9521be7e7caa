import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { samplePicture } from '../../storybook/fixtures';
import { ImageGallery } from './ImageGallery';

const meta = {
  title: 'Commerce/ImageGallery',
  component: ImageGallery,
  args: { images: [samplePicture('Front', '#0F766E'), samplePicture('Side', '#E4572E'), samplePicture('Back', '#F59E0B')] },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof ImageGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous image' }));
    await expect(canvas.getByRole('img')).toHaveAccessibleName('Back');
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await expect(canvas.getByRole('img')).toHaveAccessibleName('Front');
  },
};
export const SingleImage: Story = { args: { images: [samplePicture('Only')] } };
export const Empty: Story = { args: { images: [] } };
