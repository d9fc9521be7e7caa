import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from './Footer';

describe('Footer', () => {
  it('opens Follow Us links in a new tab without giving the page away', () => {
    render(
      <Footer
        action={{ label: 'About Us', href: '/about-us' }}
        copyright="© 2024 Shop"
        socialLinks={[{ label: 'Shop on social media', href: 'https://social.example/shop', icon: 'social' }]}
      />,
    );
    const link = screen.getByRole('link', { name: 'Shop on social media (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about-us');
    expect(screen.getByText('© 2024 Shop')).toBeInTheDocument();
  });
});
