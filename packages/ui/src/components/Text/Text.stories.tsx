import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading, Text } from './Text';

const meta = {
  title: 'Foundations/Text',
  component: Text,
  args: { children: 'Business cards, banners and photo gifts, printed in West Bengal.' },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Tones: Story = {
  render: () => (
    <>
      <Text>Normal text</Text>
      <Text tone="muted">Muted text</Text>
      <Text tone="success">Success text</Text>
      <Text tone="error">Error text</Text>
    </>
  ),
};
export const Headings: Story = {
  render: () => (
    <>
      <Heading level={1}>Heading 1</Heading>
      <Heading level={2}>Heading 2</Heading>
      <Heading level={3}>Heading 3</Heading>
      <Heading level={4}>Heading 4</Heading>
    </>
  ),
};
export const Bengali: Story = { args: { children: 'ব্যবসায়িক কার্ড, ব্যানার এবং ছবির উপহার।', lang: 'bn' } };
