import { screen } from '@testing-library/react';
import { render } from '../../test/render';
import { describe, expect, it } from 'vitest';
import { ProductDetails } from './ProductDetails';

const noop = () => undefined;

describe('ProductDetails', () => {
  it('says Buy in bulk and save only when the price has breaks', () => {
    render(
      <ProductDetails
        title="Standard Business Cards"
        subtitle=""
        price={{ kind: 'per-pack', packPaise: 20000, packSize: 100, breaks: [{ minQuantity: 500, paise: 18000 }] }}
        unit="cards"
        askBulk={<a href="https://wa.me/">Ask about bulk prices</a>}
        onBuy={noop}
      />,
    );
    expect(screen.getByText('Buy in bulk and save')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ask about bulk prices' })).not.toBeInTheDocument();
  });

  it('offers to ask about bulk prices instead when nothing backs a saving', () => {
    render(
      <ProductDetails
        title="White Photo Mug"
        subtitle=""
        price={{ kind: 'fixed', unitPaise: 20000 }}
        askBulk={<a href="https://wa.me/">Ask about bulk prices</a>}
        onBuy={noop}
      >
        <p>Quantity picker</p>
      </ProductDetails>,
    );
    expect(screen.queryByText('Buy in bulk and save')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask about bulk prices' })).toBeInTheDocument();
    expect(screen.getByText('Quantity picker')).toBeInTheDocument();
  });
});
