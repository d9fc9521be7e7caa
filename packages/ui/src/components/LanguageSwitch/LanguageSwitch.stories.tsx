import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LanguageSwitch } from './LanguageSwitch';

const meta = {
  title: 'Navigation/LanguageSwitch',
  component: LanguageSwitch,
  args: { href: '/bn/product/custom-mugs?sort=name', locale: 'bn-IN', label: 'বাংলা' },
} satisfies Meta<typeof LanguageSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On an English page: the same page in Bengali, named in Bengali, the query kept. */
export const ToBengali: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('href', '/bn/product/custom-mugs?sort=name');
    await expect(link).toHaveAttribute('lang', 'bn-IN');
    await expect(link).toHaveAttribute('hreflang', 'bn-IN');
  },
};
/** On a Bengali page: back to English. */
export const ToEnglish: Story = { args: { href: '/product/custom-mugs?sort=name', locale: 'en-IN', label: 'English' } };
