/**
 * `@storefront/order-link`: pure TypeScript (no React) for the WhatsApp order hand-off.
 * Money is integer paise throughout; quantities are pieces; see spec §7 and §9, and
 * `pricing.ts` for the price basis (per piece, per pack, per square foot) and price breaks.
 */
export type { LinePrice, SizeInFeet } from './pricing';
export { areaPricePaise, areaSquareFeet, linePrice, lineTotalPaise, unitPricePaise } from './pricing';
export type { Parsed, ParseProblem } from './parse';
export { MAX_QUANTITY, MAX_SIDE_FEET, MIN_SIDE_FEET, parseFeet, parseQuantity } from './parse';
export type { BasisTemplate } from './wording';
export { basisTemplates, basisText, bengaliBasis, englishBasis, formatRupees, quantityText } from './wording';
export type { CustomerDetails } from './customer';
export { customerFieldOrder, emptyCustomerDetails } from './customer';
export type { MessageProduct, OrderLink, OrderMessageTemplate, OrderRequest, OrderShop } from './message';
export {
  MAX_URL_LENGTH,
  buildOrderLink,
  buildOrderMessage,
  englishOrderTemplate,
  whatsAppAppUrl,
  whatsAppUrl,
} from './message';
export { isOrderReference, ORDER_REFERENCE_RANDOM_LENGTH, orderReference } from './reference';
export { parseIndianMobile, parsePinCode } from './contact';
export type { ProductQuestionTemplate } from './question';
export { buildQuickOrderLink, buildQuickOrderMessage } from './quick';
export { englishQuestionTemplate, productQuestionLink } from './question';
export type {
  OrderListLine,
  OrderListLineTotals,
  OrderListLink,
  OrderListRequest,
  OrderListTemplate,
  OrderListTotals,
} from './list';
export { buildOrderListLink, buildOrderListMessage, englishOrderListTemplate, orderListTotals } from './list';
export type { MessageEndingTemplate } from './fit';
export type { UnitTemplate } from './units';
export type { MessageTemplates } from './templates';
export {
  bengaliOrderListTemplate,
  bengaliOrderTemplate,
  bengaliQuestionTemplate,
  messageTemplates,
  shopMessageTemplates,
} from './templates';
