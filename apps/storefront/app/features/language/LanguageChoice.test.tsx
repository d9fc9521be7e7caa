// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Catalog from '@storefront/catalog';
import { LocaleContext, localeOfPath } from '../../i18n/locale';
import { HeaderLanguageSwitch } from './LanguageChoice';

// A shop in three languages: the platform knows two, so a third is made up here, with its
// own name, to show that the switch follows the shop's list and names none itself.
vi.mock('virtual:shop-data/locales', async (original) => ({
  ...(await original<object>()),
  locales: ['en-IN', 'bn-IN', 'hi-IN'],
}));
vi.mock('@storefront/catalog', async (original) => {
  const catalog = await original<typeof Catalog>();
  return { ...catalog, localeNames: { ...catalog.localeNames, 'hi-IN': 'हिन्दी' } };
});

afterEach(cleanup);

/** The header's switch on the page at `path`, in that page's language. */
function renderSwitchAt(path: string) {
  const Page = () => (
    <LocaleContext.Provider value={localeOfPath(path)}>
      <nav aria-label="Languages">
        <HeaderLanguageSwitch />
      </nav>
    </LocaleContext.Provider>
  );
  const Stub = createRoutesStub([{ path: '*', Component: Page }]);
  render(<Stub initialEntries={[path]} />);
  return screen.getAllByRole('link').map((link) => ({
    name: link.textContent,
    href: link.getAttribute('href'),
    lang: link.getAttribute('hreflang'),
  }));
}

describe('the header’s language switch', () => {
  it('links to the same page in every other language of the shop, each named in its own language', () => {
    expect(renderSwitchAt('/bn/product/custom-mugs')).toEqual([
      { name: 'English', href: '/product/custom-mugs', lang: 'en-IN' },
      { name: 'हिन्दी', href: '/hi/product/custom-mugs', lang: 'hi-IN' },
    ]);
  });

  it('offers the default language’s page from a page in the third language', () => {
    expect(renderSwitchAt('/hi/about-us').map(({ href }) => href)).toEqual(['/about-us', '/bn/about-us']);
  });
});
