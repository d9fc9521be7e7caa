import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { samplePicture } from '../../storybook/fixtures';
import { ImageGallery } from './ImageGallery';
import { t } from '../../storybook/locale';

const meta = {
  title: 'Commerce/ImageGallery',
  component: ImageGallery,
  args: {
    images: [samplePicture('Front', '#0F766E'), samplePicture('Side', '#E4572E'), samplePicture('Back', '#F59E0B')],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('Previous image') }));
    await expect(canvas.getByRole('img')).toHaveAccessibleName('Back');
    await userEvent.click(canvas.getByRole('button', { name: t('Next image') }));
    await expect(canvas.getByRole('img')).toHaveAccessibleName('Front');
  },
};
/** The arrow keys move between images while a gallery button has focus, wrapping at both ends. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: t('Next image') }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('img')).toHaveAccessibleName('Side');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('img')).toHaveAccessibleName('Front');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('img')).toHaveAccessibleName('Back');
    await userEvent.keyboard('{ArrowRight}');
  },
};
export const SingleImage: Story = {
  args: { images: [samplePicture('Only')] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: t('Next image') })).toBeNull();
  },
};
export const Empty: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t('No images available'))).toBeVisible();
  },
};
