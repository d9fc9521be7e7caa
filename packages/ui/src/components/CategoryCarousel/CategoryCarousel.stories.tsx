import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleCategories } from '../../storybook/fixtures';
import { CategoryCarousel } from './CategoryCarousel';
import { t } from '../../storybook/locale';

const meta = {
  title: 'Navigation/CategoryCarousel',
  component: CategoryCarousel,
  args: { label: 'Popular categories', categories: sampleCategories },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 800 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategoryCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list');
    await userEvent.click(canvas.getByRole('button', { name: t('Scroll categories right') }));
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    await userEvent.click(await canvas.findByRole('button', { name: t('Scroll categories left') }));
    await waitFor(() => expect(list.scrollLeft).toBe(0));
    await waitFor(() => expect(canvas.queryByRole('button', { name: t('Scroll categories left') })).toBeNull());
  },
};

/** The arrow buttons hide at the ends; the arrow keys scroll while a card has focus. */
export const KeyboardAndEnds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list');
    await expect(canvas.queryByRole('button', { name: t('Scroll categories left') })).toBeNull();
    canvas.getAllByRole('link')[0]?.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('button', { name: t('Scroll categories left') })).toBeVisible());
    list.scrollLeft = list.scrollWidth;
    await waitFor(() => expect(canvas.queryByRole('button', { name: t('Scroll categories right') })).toBeNull());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(canvas.getByRole('button', { name: t('Scroll categories right') })).toBeVisible());
    // Back to the start for a stable screenshot.
    list.scrollLeft = 0;
    await waitFor(() => expect(canvas.queryByRole('button', { name: t('Scroll categories left') })).toBeNull());
  },
};
/** With a mouse, dragging the row sideways scrolls it (touch scrolls natively). */
export const Drag: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list');
    const box = list.getBoundingClientRect();
    const y = box.top + box.height / 2;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: list, coords: { clientX: box.left + 400, clientY: y } },
      { target: list, coords: { clientX: box.left + 300, clientY: y } },
      { target: list, coords: { clientX: box.left + 150, clientY: y } },
      { keys: '[/MouseLeft]', target: list, coords: { clientX: box.left + 150, clientY: y } },
    ]);
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThanOrEqual(200));
    list.scrollLeft = 0;
    await waitFor(() => expect(canvas.queryByRole('button', { name: t('Scroll categories left') })).toBeNull());
  },
};
export const FewCategories: Story = { args: { categories: sampleCategories.slice(0, 2) } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
