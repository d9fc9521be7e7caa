import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceBreakTable } from './PriceBreakTable';

const cards = {
  kind: 'per-pack',
  packPaise: 20000,
  packSize: 100,
  breaks: [
    { minQuantity: 500, paise: 18000 },
    { minQuantity: 1000, paise: 16500 },
  ],
} as const;

describe('PriceBreakTable', () => {
  it('lists each tier up to one pack before the next, its price per pack and its saving', () => {
    render(<PriceBreakTable price={cards} minQuantity={100} unit="cards" />);
    const rows = within(screen.getByRole('table', { name: 'Bulk prices' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'QuantityPriceSaving',
      '100–400 cards₹200 / 100 cards—none',
      '500–900 cards₹180 / 100 cards10%',
      '1,000+ cards₹165 / 100 cards17%',
    ]);
  });

  it('marks the tier the chosen quantity falls in, for screen readers too', () => {
    render(<PriceBreakTable price={cards} minQuantity={100} unit="cards" quantity={700} />);
    const current = screen.getAllByRole('row').filter((row) => row.getAttribute('aria-current') === 'true');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('500–900 cards₹180 / 100 cardsYour price10%');
  });

  it('renders nothing for a price without breaks', () => {
    const { container } = render(
      <PriceBreakTable price={{ kind: 'per-pack', packPaise: 165000, packSize: 1000 }} minQuantity={1000} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
