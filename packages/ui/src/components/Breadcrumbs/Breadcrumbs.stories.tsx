import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';
import { t } from '../../storybook/locale';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Custom Mugs', href: '/product/custom-mugs' },
      { label: 'Heart-Shaped Handle Mug' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Home › Category › Product: links to the pages above, the current page marked for screen readers. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const trail = within(canvasElement).getByRole('navigation', { name: t('Breadcrumb') });
    await expect(within(trail).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(trail).getByRole('link', { name: t('Custom Mugs') })).toHaveAttribute(
      'href',
      '/product/custom-mugs',
    );
    await expect(within(trail).getByText(t('Heart-Shaped Handle Mug'))).toHaveAttribute('aria-current', 'page');
  },
};
/** A long product name wraps on a phone instead of running off the screen. */
export const LongNameMobile: Story = {
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Photo Frames', href: '/product/photo-frames' },
      { label: '24x36 Washable Mat Photo Frame with a Very Long Description' },
    ],
  },
  globals: { viewport: { value: 'mobile1' } },
};
