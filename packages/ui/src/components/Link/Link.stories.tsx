import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from './Link';

const meta = {
  title: 'Actions/Link',
  component: Link,
  args: { href: '/about-us', children: 'About us' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A link within the shop, rendered by the app's router link. */
export const Playground: Story = {};
export const External: Story = { args: { href: 'https://example.org', external: true, children: 'Read the article' } };
export const Plain: Story = { args: { tone: 'plain' } };
