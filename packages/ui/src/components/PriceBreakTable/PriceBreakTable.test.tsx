import { screen, within } from '@testing-library/react';
import { render } from '../../test/render';
import { describe, expect, it } from 'vitest';
import { PriceBreakTable } from './PriceBreakTable';

import { sampleCardTiers } from '../../storybook/priceTiers';

describe('PriceBreakTable', () => {
  it('lists each tier up to one pack before the next, its price per pack and its saving', () => {
    render(<PriceBreakTable tiers={sampleCardTiers()} unit="cards" />);
    const rows = within(screen.getByRole('table', { name: 'Bulk prices' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'QuantityPriceSaving',
      '100–400 cards₹200 / 100 cards—none',
      '500–900 cards₹180 / 100 cards10%',
      '1,000+ cards₹165 / 100 cards17%',
    ]);
  });

  it('marks the tier in force, for screen readers too', () => {
    render(<PriceBreakTable tiers={sampleCardTiers(1)} unit="cards" />);
    const current = screen.getAllByRole('row').filter((row) => row.getAttribute('aria-current') === 'true');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('500–900 cards₹180 / 100 cardsYour price10%');
  });

  it('renders nothing for a price without breaks (one tier, or none)', () => {
    const { container } = render(<PriceBreakTable tiers={sampleCardTiers().slice(0, 1)} />);
    expect(container).toBeEmptyDOMElement();
    expect(render(<PriceBreakTable tiers={[]} />).container).toBeEmptyDOMElement();
  });
});
