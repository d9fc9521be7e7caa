import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
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
/**
 * A client-side navigation (here the button, in an app the router's path as `pageKey`)
 * moves focus to the new page's heading, where a screen reader starts reading.
 */
export const FocusOnNewPage: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(1);
    return (
      <AppShell {...args} pageKey={String(page)}>
        <h1>{page === 1 ? 'First page' : 'Second page'}</h1>
        <Button onClick={() => setPage(page + 1)}>Next page</Button>
      </AppShell>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Not on first render: a page load starts at the top of the document.
    await expect(canvas.getByRole('heading', { level: 1 })).not.toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Second page' })).toHaveFocus();
  },
};

/** A page whose heading arrives after it (search results, a list loading): focus waits on the main content, then moves to the heading. */
export const FocusOnLateHeading: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(1);
    const [loaded, setLoaded] = useState(true);
    useEffect(() => {
      if (loaded) return;
      const timer = setTimeout(() => setLoaded(true), 100);
      return () => clearTimeout(timer);
    }, [loaded]);
    return (
      <AppShell {...args} pageKey={String(page)}>
        {loaded ? <h1>{page === 1 ? 'First page' : 'Results'}</h1> : <p>Loading…</p>}
        <Button
          onClick={() => {
            setPage(page + 1);
            setLoaded(false);
          }}
        >
          Next page
        </Button>
      </AppShell>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByRole('main')).toHaveFocus();
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Results' })).toHaveFocus());
  },
};
