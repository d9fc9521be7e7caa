import { render, screen } from '@testing-library/react';
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

  it('shows an area rate per square foot', () => {
    const { container } = render(<Price price={{ kind: 'per-area', paisePerSquareFoot: 1000 }} />);
    expect(container).toHaveTextContent('₹10 per sq ft');
  });
});
