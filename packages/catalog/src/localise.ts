/**
 * A catalogue in one of the shop's locales: the same products, prices and
 * addresses, with titles, subtitles, picture descriptions, details, category names and
 * navigation labels in that locale wherever the data has them.
 */
import type { ShopLocale } from './locale';
import type { Catalogue, Category, NavLink, Product, ShopProfile } from './model';

/**
 * `product` with its texts in `locale` (unchanged when it has none): its options' names
 * and values too, and each variant's values and picture descriptions with them,
 * matched by position, so a variant keeps its SKU and price and reads 'মাপ: XL'.
 */
export function localiseProduct(product: Product, locale: ShopLocale): Product {
  const text = product.translations?.[locale];
  if (!text) return product;
  const options = product.options?.map((option, i) => {
    const words = text.options?.[i];
    return words && words.values.length === option.values.length ? { ...option, ...words } : option;
  });
  const valueIn = (i: number, value: string) => {
    const at = product.options?.[i]?.values.indexOf(value) ?? -1;
    return options?.[i]?.values[at] ?? value;
  };
  return {
    ...product,
    title: text.title,
    subtitle: text.subtitle,
    images: product.images.map((image, i) => ({ ...image, alt: text.imageAlts[i] ?? text.title })),
    details: text.details.length === product.details.length ? text.details : product.details,
    ...(text.unit ? { unit: text.unit } : {}),
    ...(options ? { options } : {}),
    ...(product.variants
      ? {
          variants: product.variants.map((variant) => {
            const alts = variant.translations?.[locale]?.imageAlts ?? [];
            return {
              ...variant,
              optionValues: variant.optionValues.map((value, i) => valueIn(i, value)),
              ...(variant.images
                ? { images: variant.images.map((image, i) => ({ ...image, alt: alts[i] ?? image.alt })) }
                : {}),
            };
          }),
        }
      : {}),
  };
}

/** `category` with its name in `locale` (unchanged when it has none). */
export function localiseCategory(category: Category, locale: ShopLocale): Category {
  const text = category.translations?.[locale];
  return text ? { ...category, name: text.name } : category;
}

/** `link` with its label in `locale` (unchanged when it has none). */
export function localiseNavLink(link: NavLink, locale: ShopLocale): NavLink {
  const text = link.translations?.[locale];
  return text ? { ...link, label: text.label } : link;
}

/** `catalogue` in `locale`: every text that has a translation in it, translated. */
export function localiseCatalogue(catalogue: Catalogue, locale: ShopLocale): Catalogue {
  return {
    categories: catalogue.categories.map((category) => localiseCategory(category, locale)),
    products: catalogue.products.map((product) => localiseProduct(product, locale)),
    navigation: catalogue.navigation.map((link) => localiseNavLink(link, locale)),
  };
}

/** `profile` with its words in `locale` (the tagline, the search examples, the order note's hint, the delivery state and country), without the other languages' words. */
export function localiseProfile(profile: ShopProfile, locale: ShopLocale): ShopProfile {
  const { translations, ...rest } = profile;
  const words = translations?.[locale];
  const delivery = rest.delivery && {
    ...rest.delivery,
    state: words?.state ?? rest.delivery.state,
    country: words?.country ?? rest.delivery.country,
  };
  return {
    ...rest,
    ...(words?.tagline ? { tagline: words.tagline } : {}),
    ...(words?.searchExamples ? { searchExamples: words.searchExamples } : {}),
    ...(words?.orderNoteHint ? { orderNoteHint: words.orderNoteHint } : {}),
    ...(delivery ? { delivery } : {}),
  };
}
