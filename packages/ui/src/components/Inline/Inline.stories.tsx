import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Chip } from '../Chip';
import { Inline } from './Inline';
import { t } from '../../storybook/locale';

const words = ['Business cards', 'Banners', 'Mugs', 'Photo frames', 'Standees', 'Calendars', 'ID cards', 'T-shirts'];

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: {
    label: 'Popular searches',
    space: 'xs',
    children: words.map((word) => <Chip key={word}>{word}</Chip>),
  },
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled list in a row; each child is one list item. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: t('Popular searches') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(words.length);
  },
};
/** Centred, as the home page's Shop By Needs cards. */
export const Centred: Story = { args: { align: 'center', space: 'md' } };
/** On a 360 px phone the row wraps onto more lines. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
