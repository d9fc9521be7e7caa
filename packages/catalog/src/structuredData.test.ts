import { dataDir as giftShopDataDir } from '@shops/gift-shop/data';
import { describe, expect, it } from 'vitest';
import { loadShopData } from './data';
import { localiseProduct } from './localise';
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
    // A summary page's list: positions and addresses only, numbered on from `firstPosition`.
    expect(itemListJsonLd('Mugs', [{ url: `${site}/c` }], 49).itemListElement).toEqual([
      { '@type': 'ListItem', position: 49, url: `${site}/c` },
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

describe('a product with options as a ProductGroup', () => {
  const { catalogue: shopCatalogue, profile: shopProfile } = loadShopData(giftShopDataDir);
  const frame = shopCatalogue.products.find((product) => product.sku === 'photo-frame')!;
  const url = 'https://prints.example.in/product/photo-frames/photo-frame';

  it('lists every variant with its SKU, address, size, moulding and price', () => {
    const group = productJsonLd(frame, { url, images: [] }, shopProfile) as unknown as Record<string, unknown>;
    expect(group).toMatchObject({
      '@type': 'ProductGroup',
      productGroupID: 'photo-frame',
      variesBy: ['https://schema.org/size'],
    });
    const variants = group.hasVariant as Record<string, unknown>[];
    expect(variants).toHaveLength(10);
    expect(variants[4]).toMatchObject({
      '@type': 'Product',
      sku: 'photo-frames-6',
      url: `${url}?variant=photo-frames-6`,
      size: '8x12',
      additionalProperty: [{ '@type': 'PropertyValue', name: 'Moulding', value: '1.5 inch' }],
      offers: { price: '400.00', priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
    });
  });

  it("knows a Bengali page's size option as size", () => {
    const bengali = localiseProduct(
      shopCatalogue.products.find((product) => product.sku === 'tshirts-1')!,
      'bn-IN',
    );
    const group = productJsonLd(bengali, { url, images: [] }, shopProfile) as unknown as Record<string, unknown>;
    expect(group.variesBy).toEqual(['https://schema.org/size']);
    expect((group.hasVariant as Record<string, unknown>[])[3]).toMatchObject({ sku: 'tshirts-1-xl', size: 'XL' });
  });
});
