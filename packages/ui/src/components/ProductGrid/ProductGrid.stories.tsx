import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { samplePicture } from '../../storybook/fixtures';
import { ProductCard, ProductCardSkeleton } from '../ProductCard';
import { SkeletonRegion } from '../Skeleton';
import { ProductGrid } from './ProductGrid';
import { t } from '../../storybook/locale';

const meta = {
  title: 'Commerce/ProductGrid',
  component: ProductGrid,
  parameters: { layout: 'fullscreen' },
  args: {
    label: 'Products',
    children: Array.from({ length: 6 }, (_, i) => (
      <ProductCard
        key={i}
        title={`Product ${i + 1}`}
        subtitle="A short description of the product"
        image={samplePicture(`P${i + 1}`)}
        price={{ kind: 'fixed', unitPaise: (i + 1) * 10000 }}
        buyHref="/order-product"
      />
    )),
  },
} satisfies Meta<typeof ProductGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
/** One column on phones. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
export const Empty: Story = {
  args: { children: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t('No products to show yet.'))).toBeVisible();
  },
};

/** While a category loads: card-shaped placeholders in a busy region. */
export const Loading: Story = {
  render: () => (
    <SkeletonRegion label="Loading products">
      <ProductGrid label="Products">
        {Array.from({ length: 4 }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </ProductGrid>
    </SkeletonRegion>
  ),
};
