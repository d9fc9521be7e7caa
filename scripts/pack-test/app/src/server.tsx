import { vars } from '@storefront/ui/themes';
import { renderToString } from 'react-dom/server';
import { App, product, shop } from './App';
import { brandColour, theme } from './theme.css';

export const page = { html: renderToString(<App />), product, shop, theme, brandColour, brandVar: vars.color.brand };
