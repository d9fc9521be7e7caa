import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box';
import { Button, buttonSizes, buttonTones } from './Button';
import { t } from '../../storybook/locale';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Buy Now', onClick: fn() },
  argTypes: {
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('Buy Now') }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};
export const Tones: Story = {
  render: (args) => (
    <Box display="flex" gap="sm" flexWrap="wrap">
      {buttonTones.map((tone) => (
        <Button key={tone} {...args} tone={tone}>
          {tone}
        </Button>
      ))}
    </Box>
  ),
};
export const Sizes: Story = {
  render: (args) => (
    <Box display="flex" gap="sm" alignItems="center">
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          Size {size}
        </Button>
      ))}
    </Box>
  ),
};
export const Loading: Story = { args: { loading: true, children: 'Placing order…' } };
export const AsLink: Story = { args: { href: '/about-us', children: 'About Us', tone: 'accent' } };
export const FullWidth: Story = { args: { fullWidth: true } };
