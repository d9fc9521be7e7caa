import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    heading: 'Choose a product to order',
    text: 'No product came with this link. Pick one from our categories:',
    actions: (
      <>
        <Button href="/">Browse the home page</Button>
        <Button href="/product/mugs" tone="secondary" size="sm">
          Mugs
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const NotFound: Story = { args: { heading: 'Page not found', text: 'The address may be mistyped.' } };
export const WithoutActions: Story = { args: { actions: undefined } };
