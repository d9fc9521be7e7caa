import { createShopTheme, vars, type ThemeTokens } from '@storefront/ui/themes';

/** A small theme: one value per token group, then the brand's own colours. */
const base: Record<string, string> = {
  color: '#1c1b22',
  font: 'system-ui, sans-serif',
  fontSize: '1rem',
  fontWeight: '400',
  lineHeight: '1.5',
  space: '0.5rem',
  radius: '4px',
  borderWidth: '1px',
  size: '44px',
  shadow: 'none',
  motion: '150ms',
  zIndex: '1',
  layout: '300px',
};
const filled = Object.fromEntries(
  Object.entries(vars).map(([group, tokens]) => [
    group,
    Object.fromEntries(Object.keys(tokens).map((token) => [token, base[group] ?? 'initial'])),
  ]),
) as ThemeTokens;

export const brandColour = '#0b6e4f';
export const tokens: ThemeTokens = {
  ...filled,
  color: { ...filled.color, brand: brandColour, onBrand: '#ffffff', surface: '#fffdf7' },
};
export const theme = createShopTheme(tokens);
