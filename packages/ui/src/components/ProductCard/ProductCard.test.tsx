import { screen } from '@testing-library/react';
import { render } from '../../test/render';
import { describe, expect, it } from 'vitest';
import { ProductCard } from './ProductCard';

const image = { src: '/mug.svg', alt: 'White photo mug', width: 480, height: 360 };

describe('ProductCard', () => {
  it('shows title, price with the rupee sign, the Lowest price chip and a Buy Now link', () => {
    render(
      <ProductCard
        title="White Photo Mug"
        subtitle="325 mL mug"
        image={image}
        price={{ kind: 'fixed', unitPaise: 20000 }}
        buyHref="/order-product"
      />,
    );
    expect(screen.getByRole('heading', { name: 'White Photo Mug' })).toBeInTheDocument();
    expect(screen.getByText('₹200')).toBeInTheDocument();
    expect(screen.getByText('Lowest price')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy Now: White Photo Mug' })).toHaveAttribute('href', '/order-product');
    // The picture is decoration: the heading beside it names the product, once.
    const picture = document.querySelector('img');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img', { name: 'White photo mug' })).toBeNull();
  });

  it('cuts the subtitle to 40 characters followed by ...', () => {
    const subtitle = 'Soft satin cushion, 12x12 inch, with your photo printed';
    render(
      <ProductCard title="Cushion" subtitle={subtitle} image={image} price={{ kind: 'fixed', unitPaise: 44900 }} />,
    );
    expect(screen.getByText(`${subtitle.slice(0, 40)}...`)).toBeInTheDocument();
  });

  it('shows the minimum order quantity when it is above one', () => {
    render(
      <ProductCard
        title="Cards"
        subtitle=""
        image={image}
        price={{ kind: 'fixed', unitPaise: 20000 }}
        minQuantity={100}
      />,
    );
    expect(screen.getByText('Minimum order: 100')).toBeInTheDocument();
  });

  it('says Not Available For Now and offers no Buy Now for an unorderable product', () => {
    render(
      <ProductCard
        title="Eco Paper Pen"
        subtitle="Recycled"
        image={image}
        price={{ kind: 'unavailable' }}
        buyHref="/order-product"
      />,
    );
    expect(screen.getByText('Not Available For Now')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Buy Now/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Lowest price')).not.toBeInTheDocument();
  });

  it("says Price on request for the spec's stickers (the spec's 'Available')", () => {
    render(
      <ProductCard
        title="Stickers"
        subtitle=""
        image={image}
        price={{ kind: 'on-request' }}
        buyHref="/order-product"
      />,
    );
    expect(screen.getByText('Price on request')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy Now: Stickers' })).toBeInTheDocument();
  });
});
