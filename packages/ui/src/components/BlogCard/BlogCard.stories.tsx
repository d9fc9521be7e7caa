import type { Meta, StoryObj } from '@storybook/react-vite';
import { samplePicture } from '../../storybook/fixtures';
import { BlogCard, BlogCardList } from './BlogCard';

const meta = {
  title: 'Content/BlogCard',
  component: BlogCard,
  args: {
    title: 'How offset printing works',
    excerpt: 'Why cards printed in bulk come out crisp and cheap.',
    href: 'https://example.org/offset',
    image: { ...samplePicture('Blog'), alt: '' },
  },
} satisfies Meta<typeof BlogCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const List: Story = {
  render: (args) => (
    <BlogCardList label="Articles">
      <BlogCard {...args} />
      <BlogCard {...args} title="Dye-sublimation: photos that last" href="https://example.org/dye" />
    </BlogCardList>
  ),
};
