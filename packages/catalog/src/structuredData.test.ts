import { giftShopDataDir } from '@storefront/catalog/gift-shop';
import { describe, expect, it } from 'vitest';
import { loadShopData } from './data';
import { resolveShopProfile } from './profile';
import {
  breadcrumbJsonLd,
  itemListJsonLd,
  paiseToPriceText,
  productJsonLd,
  storeJsonLd,
  webSiteJsonLd,
} from './structuredData';

const data = loadShopData(giftShopDataDir);
const profile = resolveShopProfile(data.profile);
const product = (sku: string) => data.catalogue.products.find((candidate) => candidate.sku === sku)!;
const site = 'https://prints.example.in';

describe('structured data for search engines', () => {
  it('writes rupees with two decimals from exact paise', () => {
    expect(paiseToPriceText(180000)).toBe('1800.00');
    expect(paiseToPriceText(44950)).toBe('449.50');
    expect(paiseToPriceText(5)).toBe('0.05');
  });

  it('gives a fixed-price product an INR offer with its price, stock and minimum order quantity', () => {
    const mug = product('custom-mugs-2');
    const json = productJsonLd(mug, { url: `${site}/p`, images: [`${site}/mug.avif`] }, profile);
    expect(json).toMatchObject({
      '@type': 'Product',
      sku: 'custom-mugs-2',
      name: mug.title,
      image: [`${site}/mug.avif`],
      offers: {
        '@type': 'Offer',
        priceCurrency: 'INR',
        price: paiseToPriceText(mug.price.kind === 'fixed' ? mug.price.unitPaise : -1),
        availability: 'https://schema.org/InStock',
        eligibleQuantity: { minValue: mug.minQuantity },
      },
    });
  });

  it('prices a banner per square foot, and leaves the offer out where the price is given in the chat', () => {
    const byArea = data.catalogue.products.find((candidate) => candidate.price.kind === 'per-area')!;
    expect(productJsonLd(byArea, { url: site, images: [] }, profile).offers).toMatchObject({
      priceSpecification: { '@type': 'UnitPriceSpecification', referenceQuantity: { unitCode: 'FTK' } },
    });
    const onRequest = data.catalogue.products.find((candidate) => candidate.price.kind === 'on-request');
    if (onRequest) expect(productJsonLd(onRequest, { url: site, images: [] }, profile)).not.toHaveProperty('offers');
  });

  it('states that business cards are priced per 100 (referenceQuantity 100, C62) with their price breaks', () => {
    const cards = product('business-cards-1');
    const offers = productJsonLd(cards, { url: site, images: [] }, profile).offers;
    expect(offers).toMatchObject({
      price: '200.00',
      eligibleQuantity: { minValue: 100, unitCode: 'C62' },
      priceSpecification: [
        {
          '@type': 'UnitPriceSpecification',
          price: '200.00',
          referenceQuantity: { value: 100, unitCode: 'C62' },
          eligibleQuantity: { minValue: 100 },
        },
        { price: '180.00', referenceQuantity: { value: 100 }, eligibleQuantity: { minValue: 500 } },
        { price: '165.00', referenceQuantity: { value: 100 }, eligibleQuantity: { minValue: 1000 } },
      ],
    });
    // A price per piece without breaks needs no specification: the offer's price is for one.
    expect(productJsonLd(product('custom-mugs-1'), { url: site, images: [] }, profile).offers).not.toHaveProperty(
      'priceSpecification',
    );
  });

  it('says a product that is not available is out of stock, with no price', () => {
    const pen = product('pen-1');
    const offers = productJsonLd(pen, { url: site, images: [] }, profile).offers;
    expect(offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(offers).not.toHaveProperty('price');
  });

  it('numbers list items and breadcrumbs from 1', () => {
    const list = itemListJsonLd('Mugs', [
      { name: 'A', url: `${site}/a` },
      { name: 'B', url: `${site}/b` },
    ]);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, url: `${site}/a`, name: 'A' },
      { '@type': 'ListItem', position: 2, url: `${site}/b`, name: 'B' },
    ]);
    expect(breadcrumbJsonLd([{ name: 'Home', url: `${site}/` }]).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site}/` },
    ]);
  });

  it('describes the shop as a local store in 732103, West Bengal, India, founded in 2015', () => {
    const store = storeJsonLd(profile, { url: `${site}/`, logo: `${site}/logo.svg`, image: `${site}/card.png` });
    expect(store).toMatchObject({
      '@type': 'Store',
      name: 'Print & Gift Studio',
      foundingDate: '2015',
      telephone: '+910000000000',
      address: { '@type': 'PostalAddress', postalCode: '732103', addressRegion: 'West Bengal', addressCountry: 'IN' },
      areaServed: { '@type': 'State', name: 'West Bengal' },
    });
  });

  it('points the site search box at /search', () => {
    expect(webSiteJsonLd(profile, `${site}/`, `${site}/bn/search`, 'bn-IN').potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: { urlTemplate: `${site}/bn/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    });
  });
});
