import { formatPaise, latinDigits } from '@storefront/catalog';
import { FormatProvider, type UiFormat } from '@storefront/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './fonts';
import { kanthaHouseTheme } from './theme.css';

document.documentElement.classList.add(kanthaHouseTheme);

/** The shop's prices as the catalogue writes them (English, whole rupees without '.00'). */
const format: UiFormat = { money: (paise, digits = 'auto') => formatPaise(paise, digits), latinDigits };

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <FormatProvider value={format}>
      <App />
    </FormatProvider>
  </StrictMode>,
);
