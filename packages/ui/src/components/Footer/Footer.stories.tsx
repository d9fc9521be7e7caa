import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from './Footer';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    action: { label: 'About Us', href: '/about-us' },
    copyright: '© 2024 Sample Print Shop. All rights reserved.',
    socialLinks: [
      { label: 'Sample Print Shop on social media', href: 'https://social.example/shop', icon: 'social' },
      { label: 'Sample Print Shop video channel', href: 'https://video.example/shop', icon: 'video' },
    ],
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On the home page the footer offers About Us. */
export const Playground: Story = {};
export const ElsewhereGoBack: Story = { args: { action: { label: 'Go Back to Home', href: '/' } } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
