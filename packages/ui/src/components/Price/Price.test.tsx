import { screen } from '@testing-library/react';
import { render } from '../../test/render';
import { describe, expect, it } from 'vitest';
import { Price } from './Price';

describe('Price', () => {
  it('groups large amounts the Indian way and drops .00 from whole rupees', () => {
    render(<Price price={{ kind: 'fixed', unitPaise: 42000000 }} />);
    expect(screen.getByText('₹4,20,000')).toBeInTheDocument();
  });

  it('keeps paise when there are some', () => {
    render(<Price price={{ kind: 'fixed', unitPaise: 1999 }} />);
    expect(screen.getByText('₹19.99')).toBeInTheDocument();
  });

  it('says a price per piece is for each piece', () => {
    const { container } = render(<Price price={{ kind: 'fixed', unitPaise: 1500 }} />);
    expect(container).toHaveTextContent('₹15 each');
  });

  it('shows an area rate per square foot', () => {
    const { container } = render(<Price price={{ kind: 'per-area', paisePerSquareFoot: 1000 }} />);
    expect(container).toHaveTextContent('₹10 / sq ft');
  });

  it('names the pack a pack price is for, with the pieces named or counted', () => {
    const price = { kind: 'per-pack', packPaise: 165000, packSize: 1000 } as const;
    const { container, rerender } = render(<Price price={price} unit="letterheads" />);
    expect(container).toHaveTextContent('₹1,650 / 1,000 letterheads');
    expect(screen.getByText('₹1,650')).toBeInTheDocument();
    rerender(<Price price={price} />);
    expect(container).toHaveTextContent('₹1,650 / 1,000 pcs');
  });

  it('says from before the lowest price of a product with variants', () => {
    const { container } = render(<Price price={{ kind: 'fixed', unitPaise: 13000 }} from />);
    expect(container).toHaveTextContent('from ₹130 each');
  });

  it('puts a shop’s own words for an area rate after the amount', () => {
    const { container } = render(
      <Price
        price={{ kind: 'per-area', paisePerSquareFoot: 1000 }}
        labels={{
          onRequest: 'Ask',
          unavailable: 'Sold out',
          perSquareFoot: 'per sq ft',
          each: '{price} each',
          perPack: '{price} / {n} {unit}',
          perPackPieces: '{price} / {n} pcs',
          from: 'from {price}',
        }}
      />,
    );
    expect(container).toHaveTextContent('₹10 per sq ft');
  });
});
