import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../Text';
import { Section } from './Section';

const meta = {
  title: 'Layout/Section',
  component: Section,
  args: { heading: 'Shop By Needs', children: <Text>Section content.</Text> },
} satisfies Meta<typeof Section>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const WithIntro: Story = { args: { intro: 'Message us on WhatsApp, write to us, or visit the shop.' } };
