import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box';
import { IconButton, iconButtonIcons } from './IconButton';
import { t } from '../../storybook/locale';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { label: 'Next image', icon: 'next', onClick: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Its label is its accessible name; a click calls `onClick`. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('Next image') }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
/** Every icon, raised (over images and carousels) and flat (in a dialog). */
export const Icons: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="md">
      {(['raised', 'flat'] as const).map((elevation) => (
        <Box key={elevation} display="flex" gap="sm">
          {(Object.keys(iconButtonIcons) as (keyof typeof iconButtonIcons)[]).map((icon) => (
            <IconButton key={icon} icon={icon} label={`${icon} (${elevation})`} elevation={elevation} />
          ))}
        </Box>
      ))}
    </Box>
  ),
};
/** Reachable by keyboard, with the theme's visible focus ring. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: t('Next image') })).toHaveFocus();
  },
};
