import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleBannerArt } from '../../storybook/fixtures';
import { Button } from '../Button';
import { Banner } from './Banner';

const meta = {
  title: 'Content/Banner',
  component: Banner,
  args: {
    heading: 'Print it. Gift it. Love it.',
    text: 'Business cards, banners and photo gifts, from a single piece.',
    image: sampleBannerArt,
  },
} satisfies Meta<typeof Banner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const WithAction: Story = { args: { action: <Button tone="accent">Shop now</Button> } };
export const LongText: Story = {
  args: {
    heading: 'Fast delivery to every reachable PIN code across the whole of West Bengal',
    text: 'We print in our own shop and ship quickly, with careful packing for frames, mugs and lamps so they arrive safely.',
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
