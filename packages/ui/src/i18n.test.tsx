import { screen } from '@testing-library/react';
import { render } from './test/render';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderDialog } from './components/OrderDialog';
import { Price } from './components/Price';
import { ProductCard, productCardLabels } from './components/ProductCard';
import { getUiLocale, setUiLocale } from './i18n';

describe('the design system in Bengali', () => {
  afterEach(() => setUiLocale('en-IN'));

  it('speaks English until told otherwise', () => {
    expect(getUiLocale()).toBe('en-IN');
    expect(productCardLabels().buy).toBe('Buy Now');
  });

  it("shows every component's own words in Bengali, prices in the same Latin digits with lakh grouping", () => {
    setUiLocale('bn-IN');
    render(
      <ProductCard
        title="সাদা ফটো মগ"
        subtitle="আপনার ছবি দিয়ে"
        price={{ kind: 'fixed', unitPaise: 12_345_600 }}
        minQuantity={100}
        buyHref="/order-product"
        onAdd={() => undefined}
      />,
    );
    expect(screen.getByRole('link', { name: 'এখনই কিনুন: সাদা ফটো মগ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'অর্ডার তালিকায় যোগ করুন: সাদা ফটো মগ' })).toBeInTheDocument();
    expect(screen.getByText('সেরা দাম')).toBeInTheDocument();
    expect(screen.getByText('ন্যূনতম অর্ডার: 100')).toBeInTheDocument();
    expect(screen.getByText('₹1,23,456')).toBeInTheDocument();
  });

  it('says the spec fixed texts in Bengali', () => {
    setUiLocale('bn-IN');
    render(<Price price={{ kind: 'unavailable' }} />);
    expect(screen.getByText('এখন পাওয়া যাচ্ছে না')).toBeInTheDocument();
  });

  it('still takes a shop’s own words over the defaults', () => {
    setUiLocale('bn-IN');
    render(
      <OrderDialog
        open
        heading="অর্ডার"
        fields={[]}
        values={{}}
        onChange={() => undefined}
        onSubmit={() => undefined}
        onClose={() => undefined}
        labels={{ close: 'বন্ধ', submit: 'পাঠান', fixErrors: 'ঠিক করুন' }}
      />,
    );
    expect(screen.getByRole('button', { name: 'পাঠান', hidden: true })).toBeInTheDocument();
  });
});
