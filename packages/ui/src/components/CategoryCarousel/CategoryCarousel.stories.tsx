import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleCategories } from '../../storybook/fixtures';
import { CategoryCarousel } from './CategoryCarousel';

const meta = {
  title: 'Navigation/CategoryCarousel',
  component: CategoryCarousel,
  args: { label: 'Popular categories', categories: sampleCategories },
  decorators: [(Story) => <div style={{ maxWidth: 800 }}><Story /></div>],
} satisfies Meta<typeof CategoryCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list');
    await userEvent.click(canvas.getByRole('button', { name: 'Scroll categories right' }));
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
  },
};
export const FewCategories: Story = { args: { categories: sampleCategories.slice(0, 2) } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
