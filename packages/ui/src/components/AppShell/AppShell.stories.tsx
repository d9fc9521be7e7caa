import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleCategories, samplePicture } from '../../storybook/fixtures';
import { Footer } from '../Footer';
import { Header } from '../Header';
import { Notice } from '../Notice';
import { Text } from '../Text';
import { AppShell } from './AppShell';

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    header: (
      <Header
        shopName="Sample Print Shop"
        logo={{ ...samplePicture('', '#0F766E', 64, 64), alt: '' }}
        navItems={sampleCategories.slice(0, 6)}
      />
    ),
    footer: (
      <Footer action={{ label: 'Go Back to Home', href: '/' }} copyright="© 2024 Sample Print Shop" socialLinks={[]} />
    ),
    children: <Text>Page content, at most 1400 px wide.</Text>,
  },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const WithNotice: Story = {
  args: { notice: <Notice tone="warning">Demo shop: orders go to a placeholder number.</Notice> },
};
