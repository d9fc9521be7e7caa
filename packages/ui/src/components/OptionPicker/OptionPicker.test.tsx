import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { OptionPicker, type OptionValueChoice } from './OptionPicker';
import { swatch as swatchClass, swatchColour } from './OptionPicker.css';

const sizes: readonly OptionValueChoice[] = [
  { value: '4x6', label: '4×6 in', detail: '₹150' },
  { value: '8x12', label: '8×12 in', detail: '₹400' },
  { value: '12x18', label: '12×18 in', detail: '₹750', disabled: true },
];

describe('OptionPicker', () => {
  it('names the group by the option and shows the picked value in the legend', () => {
    render(<OptionPicker label="Size" name="size" values={sizes} selected="8x12" onChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'Size' });
    expect(group).toHaveTextContent('Size: 8×12 in');
    expect(screen.getByRole('radio', { name: '8×12 in ₹400' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '4×6 in ₹150' })).not.toBeChecked();
  });

  it('calls onChange with the data value of the value tapped', async () => {
    const onChange = vi.fn();
    render(<OptionPicker label="Size" name="size" values={sizes} selected="8x12" onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: '4×6 in ₹150' }));
    expect(onChange).toHaveBeenCalledWith('4x6');
  });

  it('greys out a value not made, refuses it and says why to screen readers', async () => {
    const onChange = vi.fn();
    render(
      <OptionPicker
        label="Size"
        name="size"
        values={sizes}
        selected="8x12"
        onChange={onChange}
        unavailableText="Not made in this moulding"
      />,
    );
    const unavailable = screen.getByRole('radio', { name: '12×18 in ₹750' });
    expect(unavailable).toBeDisabled();
    expect(unavailable).toHaveAccessibleDescription('Not made in this moulding');
    await userEvent.click(unavailable);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('names a value by its data value when it has no label, and keeps swatches out of the name', () => {
    render(
      <OptionPicker
        label="Colour"
        name="colour"
        values={[{ value: 'White', swatch: '#FFFFFF' }, { value: 'Navy' }]}
        selected="Navy"
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('radio', { name: 'White' })).toHaveAttribute('value', 'White');
    expect(screen.getByRole('group', { name: 'Colour' })).toHaveTextContent('Colour: Navy');
  });

  it('draws a swatch without a style attribute, which the CSP would block, and colours it once it runs', () => {
    const picker = (
      <OptionPicker
        label="Colour"
        name="colour"
        values={[{ value: 'Navy', swatch: '#1e3a8a' }]}
        selected="Navy"
        onChange={() => {}}
      />
    );
    // The prerendered HTML: no inline style anywhere (style-src 'self').
    expect(renderToString(picker)).not.toMatch(/style=/);
    const { container } = render(picker);
    const swatch = container.querySelector(`.${swatchClass.split(' ')[0]}`) as HTMLElement;
    const property = /var\((--[^),]+)/.exec(swatchColour)![1]!;
    expect(swatch.style.getPropertyValue(property)).toBe('#1e3a8a');
  });

  it('gives two pickers on one page their own descriptions', () => {
    const unavailable = [{ value: 'a' }, { value: 'b', disabled: true }];
    render(
      <>
        <OptionPicker
          label="Size"
          name="size"
          values={unavailable}
          selected="a"
          onChange={() => {}}
          unavailableText="No size"
        />
        <OptionPicker
          label="Sides"
          name="sides"
          values={unavailable}
          selected="a"
          onChange={() => {}}
          unavailableText="No side"
        />
      </>,
    );
    const [size, sides] = screen.getAllByRole('radio', { name: 'b' });
    expect(size).toHaveAccessibleDescription('No size');
    expect(sides).toHaveAccessibleDescription('No side');
  });
});
