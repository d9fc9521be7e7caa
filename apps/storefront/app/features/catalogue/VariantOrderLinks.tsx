import { asVariant, chosenOptionsText, findVariant, isOrderable, variantPath, variantsOf } from '@storefront/catalog';
import { buildQuickOrderLink, shopMessageTemplates } from '@storefront/order-link';
import { Link } from '@storefront/ui';
import { absoluteUrl } from '../../seo/meta';
import { localisePath, useLocale } from '../../i18n/locale';
import type { ProductPageData } from '../../lib/shopData';
import { basisText } from '../../lib/tradePrice';
import { m } from '../../paraglide/messages.js';
import { useFrame } from '../../shop';

/** Props of {@link VariantOrderLinks}. */
export interface VariantOrderLinksProps {
  /** The product page's data: its product with options, in the page's and in the message's language. */
  page: ProductPageData;
}

/**
 * A product with options ordered without JavaScript: the option pickers
 * need script, so each variant the shop makes gets its own plain WhatsApp link, named by
 * its values and price ('8x12, 1.5 inch · ₹400 each'), whose message names the product,
 * the variant ('Size: 8x12, Moulding: 1.5 inch'), the price on its basis and the variant's
 * page. Variants that cannot be ordered (not available) get no link. Rendered inside the
 * page's `<noscript>` notice.
 */
export function VariantOrderLinks({ page }: VariantOrderLinksProps) {
  const { profile } = useFrame();
  const template = shopMessageTemplates(profile).order;
  const locale = useLocale();
  return (
    <ul aria-label={m.product_orderVariantsLabel()}>
      {variantsOf(page.product).flatMap((variant) => {
        const seen = asVariant(page.product, variant);
        if (!isOrderable(seen)) return [];
        const inMessage = findVariant(page.messageProduct, variant.sku);
        const messageProduct = inMessage ? asVariant(page.messageProduct, inMessage) : seen;
        const url = absoluteUrl(localisePath(variantPath(seen) ?? '/', locale), profile.siteUrl);
        const href = buildQuickOrderLink(
          { ...messageProduct, variant: chosenOptionsText(messageProduct) },
          url,
          profile,
          template,
        );
        return (
          <li key={variant.sku}>
            <Link href={href} external>
              {m.product_orderVariantOnWhatsApp({
                variant: variant.optionValues.join(', '),
                price: basisText(seen.price, seen.unit, locale),
              })}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
