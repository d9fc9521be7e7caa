/**
 * A product page's structured data: the product and its offer, its price
 * basis (per pack, per square foot, price breaks) and, for a product with options, the
 * `ProductGroup` of its variants. Part of `@storefront/catalog/structured-data`.
 */
import type { Offer, Product as SchemaProduct, ProductGroup, UnitPriceSpecification, WithContext } from 'schema-dts';
import { basePaise, priceBreaksOf } from './basis';
import type { Price, Product, ShopProfile } from './model';
import { hasOptions, variantsOf } from './variants';

/** Rupees with two decimals, as schema.org prices are written: 180000 paise → '1800.00'. */
export function paiseToPriceText(paise: number): string {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/**
 * The price specifications of a price per piece or per pack: the base price
 * for `per` pieces (a `referenceQuantity` of `per`, unit code C62, "one"), then one per
 * price break, each with the quantity it starts at as `eligibleQuantity.minValue`.
 */
function unitPriceSpecifications(price: Price, per: number, minQuantity: number): UnitPriceSpecification[] {
  const tiers = [{ minQuantity, paise: basePaise(price) ?? 0 }, ...priceBreaksOf(price)];
  return tiers.map((tier) => ({
    '@type': 'UnitPriceSpecification',
    price: paiseToPriceText(tier.paise),
    priceCurrency: 'INR',
    referenceQuantity: { '@type': 'QuantitativeValue', value: per, unitCode: 'C62' },
    eligibleQuantity: { '@type': 'QuantitativeValue', minValue: tier.minQuantity, unitCode: 'C62' },
  }));
}

/** The offer of a price, or `undefined` when it has none to state (priced in the chat). */
function offerOf(price: Price, url: string, minQuantity: number): Offer | undefined {
  const common = {
    '@type': 'Offer',
    url,
    priceCurrency: 'INR',
    eligibleQuantity: { '@type': 'QuantitativeValue', minValue: minQuantity, unitCode: 'C62' },
  } as const;
  switch (price.kind) {
    case 'fixed':
    case 'per-pack': {
      // A pack's price is for its pieces: 'referenceQuantity' 100 (C62) for ₹200 per 100 cards.
      const per = price.kind === 'per-pack' ? price.packSize : 1;
      const specifications = unitPriceSpecifications(price, per, minQuantity);
      return {
        ...common,
        price: paiseToPriceText(basePaise(price) ?? 0),
        availability: 'https://schema.org/InStock',
        ...(per > 1 || specifications.length > 1
          ? { priceSpecification: specifications.length === 1 ? specifications[0]! : specifications }
          : {}),
      };
    }
    case 'per-area':
      // A price per square foot (UN/CEFACT unit code FTK).
      return {
        ...common,
        price: paiseToPriceText(price.paisePerSquareFoot),
        availability: 'https://schema.org/InStock',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: paiseToPriceText(price.paisePerSquareFoot),
          priceCurrency: 'INR',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'FTK' },
        },
      };
    case 'unavailable':
      return { ...common, availability: 'https://schema.org/OutOfStock' };
    case 'on-request':
      return undefined;
  }
}

/** Where a product's page and pictures are, as absolute addresses. */
export interface ProductAddresses {
  /** The product page, e.g. 'https://prints.example.in/product/custom-mugs/photo-mug'. */
  readonly url: string;
  /** Each picture's absolute address, in the product's order. */
  readonly images: readonly string[];
}

/**
 * `Product` with its `Offer` (INR, price in rupees, availability, the minimum order
 * quantity as `eligibleQuantity.minValue`) for a product page; a price per pack is a
 * `UnitPriceSpecification` for `referenceQuantity` pack-size pieces (C62), one more per
 * price break; a price per square foot is a `UnitPriceSpecification` in FTK.
 * A product priced on request has no offer; one not available is `OutOfStock`. A
 * product with options is a `ProductGroup` ({@link productGroupJsonLd}).
 */
export function productJsonLd(
  product: Product,
  addresses: ProductAddresses,
  profile: ShopProfile,
): WithContext<SchemaProduct> | WithContext<ProductGroup> {
  if (hasOptions(product)) return productGroupJsonLd(product, addresses, profile);
  const { url, images } = addresses;
  const offer = offerOf(product.price, url, product.minQuantity);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    sku: product.sku,
    name: product.title,
    ...(product.subtitle ? { description: product.subtitle } : {}),
    image: [...images],
    url,
    brand: { '@type': 'Brand', name: profile.displayName },
    ...(offer ? { offers: { ...offer, seller: { '@type': 'Organization', name: profile.displayName } } } : {}),
  };
}

/**
 * The schema.org properties Google reads as what variants vary by, from an option's name
 * in the platform's languages (en-IN, bn-IN); other options are `additionalProperty`.
 */
const standardOptions: Readonly<Record<string, 'size' | 'color' | 'material' | 'pattern'>> = {
  size: 'size',
  colour: 'color',
  color: 'color',
  material: 'material',
  pattern: 'pattern',
  মাপ: 'size',
  সাইজ: 'size',
  রং: 'color',
  রঙ: 'color',
  উপাদান: 'material',
};

/**
 * A product with options as a `ProductGroup`: `productGroupID` is its SKU,
 * `variesBy` names the standard properties among its options (`https://schema.org/size`),
 * and `hasVariant` lists each variant as a `Product` with its own SKU, its address (the
 * product page with `?variant={sku}`), its value of each option (`size`, `color`, … or
 * an `additionalProperty` for the others, such as Moulding) and its `Offer`.
 */
export function productGroupJsonLd(
  product: Product,
  { url, images }: ProductAddresses,
  profile: ShopProfile,
): WithContext<ProductGroup> {
  const groupSku = product.chosen?.productSku ?? product.sku;
  const options = product.options ?? [];
  const standard = options.map((option) => standardOptions[option.name.trim().toLowerCase()]);
  const seller = { '@type': 'Organization', name: profile.displayName } as const;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProductGroup',
    productGroupID: groupSku,
    name: product.title,
    ...(product.subtitle ? { description: product.subtitle } : {}),
    image: [...images],
    url,
    brand: { '@type': 'Brand', name: profile.displayName },
    variesBy: standard.filter((name) => name !== undefined).map((name) => `https://schema.org/${name}`),
    hasVariant: variantsOf(product).map((variant) => {
      const variantUrl = `${url}?variant=${encodeURIComponent(variant.sku)}`;
      const offer = offerOf(variant.price, variantUrl, product.minQuantity);
      const others = options.flatMap((option, i) =>
        standard[i] === undefined
          ? [{ '@type': 'PropertyValue' as const, name: option.name, value: variant.optionValues[i] ?? '' }]
          : [],
      );
      return {
        '@type': 'Product' as const,
        sku: variant.sku,
        name: `${product.title} (${variant.optionValues.join(', ')})`,
        url: variantUrl,
        ...Object.fromEntries(standard.flatMap((name, i) => (name ? [[name, variant.optionValues[i] ?? '']] : []))),
        ...(others.length > 0 ? { additionalProperty: others } : {}),
        ...(offer ? { offers: { ...offer, seller } } : {}),
      };
    }),
  };
}
