import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Pagination, pageWindow, paginationLabels } from './Pagination';
import { t } from '../../storybook/locale';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { page: 5, pageCount: 42, href: (page: number) => `/product/photo-frames/page/${page}` },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

const pages = (canvasElement: HTMLElement) => within(canvasElement).getByRole('navigation', { name: t('Pages') });
const names = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

/** Page 5 of 42: Previous, 1 … 4 5 6 … 42, Next; the current page is no link and is marked for screen readers. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const nav = pages(canvasElement);
    const labels = paginationLabels();
    await expect(nav).toHaveTextContent(labels.status.replace('{page}', '5').replace('{count}', '42'));
    await expect(names(nav)).toEqual([t('Previous'), '1', '4', '6', '42', t('Next')]);
    await expect(within(nav).getByRole('link', { name: t('Previous') })).toHaveAttribute(
      'href',
      '/product/photo-frames/page/4',
    );
    await expect(within(nav).getByRole('link', { name: t('Next') })).toHaveAttribute('rel', 'next');
    await expect(within(nav).getByText(labels.page.replace('{page}', '5'))).toBeInTheDocument();
    await expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent(labels.page.replace('{page}', '5'));
    await expect(within(nav).getByRole('link', { name: labels.page.replace('{page}', '42') })).toHaveAttribute(
      'href',
      '/product/photo-frames/page/42',
    );
  },
};

/** The first page has no Previous; a gap of a single page shows that page instead of '…'. */
export const FirstPage: Story = {
  args: {
    page: 1,
    pageCount: 4,
    href: (page: number) => (page === 1 ? '/product/mugs' : `/product/mugs/page/${page}`),
  },
  play: async ({ canvasElement }) => {
    const nav = pages(canvasElement);
    await expect(names(nav)).toEqual(['2', '3', '4', t('Next')]);
    await expect(within(nav).queryByRole('link', { name: t('Previous') })).toBeNull();
    await expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    await expect(pageWindow(1, 9)).toEqual([1, 2, 'gap', 9]);
    await expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    await expect(pageWindow(9, 9)).toEqual([1, 'gap', 8, 9]);
  },
};

/** The last page has no Next. */
export const LastPage: Story = {
  args: { page: 42 },
  play: async ({ canvasElement }) => {
    const nav = pages(canvasElement);
    await expect(names(nav)).toEqual([t('Previous'), '1', '41']);
  },
};

/** A listing on one page needs no page links: nothing is drawn. */
export const OnePage: Story = {
  args: { page: 1, pageCount: 1 },
  // Something to see (and to take a screenshot of) beside the nothing it draws.
  decorators: [
    (Story) => (
      <div>
        <p>48 products, one page:</p>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

/** On a phone the links wrap onto a second row rather than run off the screen. */
export const Mobile: Story = {
  args: { page: 20 },
  globals: { viewport: { value: 'mobile1' } },
};
