import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from 'react-toastify/unstyled';
import { expect, userEvent, within } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { LazyToaster, notify } from './notify';
import { Toaster } from './Toaster';

const meta = {
  title: 'Feedback/Toaster',
  component: Toaster,
  render: () => (
    <>
      <Box display="flex" gap="xs" flexWrap="wrap">
        <Button onClick={() => toast.info('Your details are saved on this device.')}>Info</Button>
        <Button onClick={() => toast.success('WhatsApp is open with your order.')}>Success</Button>
        <Button onClick={() => toast.warning('Your browser blocked the WhatsApp window.')}>Warning</Button>
        <Button onClick={() => toast.error('Something went wrong.')}>Error</Button>
      </Box>
      <Toaster />
    </>
  ),
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

/** As apps use it: `notify()` loads react-toastify and the container on the first toast. */
export const OnFirstUse: Story = {
  render: () => (
    <>
      <Button onClick={() => void notify('success', 'Added to your order list.')}>Add</Button>
      <LazyToaster />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(document.querySelector('.Toastify')).toBeNull();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add' }));
    await expect(await within(document.body).findByText('Added to your order list.')).toBeVisible();
    toast.pause();
  },
};

export const AllTypes: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Success' }));
    const message = await within(document.body).findByText('WhatsApp is open with your order.');
    // Hold it open for the screenshot, however slow the machine (the timer is the shop's, not the test's).
    toast.pause();
    await expect(message).toBeVisible();
    // The close timer is the progress bar's animation: it must keep its 5000 ms even for
    // shoppers who ask for reduced motion, or every toast would vanish at once.
    const bar = document.querySelector<HTMLElement>('.Toastify__progress-bar');
    await expect(bar && getComputedStyle(bar).animationDuration).toBe('5s');
  },
};
