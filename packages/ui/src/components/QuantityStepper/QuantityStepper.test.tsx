import { fireEvent, screen } from '@testing-library/react';
import { render } from '../../test/render';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from './QuantityStepper';

/**
 * Renders a stepper at `value` in steps of 100 (min 100, max 1,050), presses one button
 * and returns the quantity it asked for, or 'off' when the button is disabled.
 */
function press(value: string, button: 'Fewer' | 'More') {
  const onChange = vi.fn();
  const { unmount } = render(
    <QuantityStepper label="Quantity" value={value} min={100} max={1050} step={100} onChange={onChange} />,
  );
  const target = screen.getByRole('button', { name: `${button}: Quantity` });
  const disabled = target.hasAttribute('disabled');
  fireEvent.click(target);
  unmount();
  return disabled ? 'off' : onChange.mock.calls[0]?.[0];
}

describe('QuantityStepper with a step', () => {
  it('moves to the next and previous multiple of the step', () => {
    expect(press('300', 'More')).toBe('400');
    expect(press('300', 'Fewer')).toBe('200');
  });

  it('moves from a typed quantity between two packs to the pack above or below', () => {
    expect(press('150', 'More')).toBe('200');
    expect(press('150', 'Fewer')).toBe('100');
  });

  it('never goes below the minimum or past the last multiple under the maximum', () => {
    expect(press('40', 'More')).toBe('100');
    expect(press('100', 'Fewer')).toBe('off');
    expect(press('950', 'More')).toBe('1000');
    expect(press('1000', 'More')).toBe('off');
  });
});
