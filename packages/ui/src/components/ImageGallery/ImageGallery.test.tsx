import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ImageGallery, wrapIndex } from './ImageGallery';

const picture = (n: number) => ({ src: `/p${n}.svg`, alt: `Picture ${n}`, width: 480, height: 360 });

describe('ImageGallery', () => {
  it('wraps from the last image to the first and back', async () => {
    const user = userEvent.setup();
    render(<ImageGallery images={[picture(1), picture(2), picture(3)]} />);
    expect(screen.getByRole('img')).toHaveAccessibleName('Picture 1');
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByRole('img')).toHaveAccessibleName('Picture 3');
    expect(screen.getByText('Image 3 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('img')).toHaveAccessibleName('Picture 1');
  });

  it('moves with the arrow keys', () => {
    render(<ImageGallery images={[picture(1), picture(2)]} />);
    fireEvent.keyDown(screen.getByRole('img'), { key: 'ArrowRight' });
    expect(screen.getByRole('img')).toHaveAccessibleName('Picture 2');
  });

  it('shows no arrows for a single image', () => {
    render(<ImageGallery images={[picture(1)]} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says No images available when there are none', () => {
    render(<ImageGallery images={[]} />);
    expect(screen.getByText('No images available')).toBeInTheDocument();
  });

  it('computes wrapped indexes in both directions', () => {
    expect(wrapIndex(0, -1, 4)).toBe(3);
    expect(wrapIndex(3, 1, 4)).toBe(0);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});
