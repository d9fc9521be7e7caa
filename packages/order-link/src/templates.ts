/**
 * The wording of every message a shopper sends the shop, per language. The
 * shop's staff read these messages, so the language is the shop's choice
 * (`orderMessageLocale` in its profile, English by default), not the page's. The
 * shopper's own words (names, address, notes) always go out exactly as typed.
 *
 * The Bengali wording (reviewed by a native reader) is plain and short: a click-to-chat
 * link carries the message percent-encoded, and each Bengali letter costs 9 of the link's
 * 4,000 characters (an English letter costs 1), so every word of the template is room
 * taken from the shopper's own details. It lists an address as Bengali does, রাজ্য
 * (state) before দেশ (country).
 */
import type { ShopLocale } from '@storefront/catalog';
import { englishOrderListTemplate, type OrderListTemplate } from './listTemplate';
import { englishOrderTemplate, type OrderMessageTemplate } from './message';
import { englishQuestionTemplate, type ProductQuestionTemplate } from './question';
import { bengaliBasis } from './wording';

/**
 * The Bengali wording of the one-product order message ('পরিমাণ: 100টি কার্ড', 'দাম: প্রতি
 * 100টি কার্ড ₹200', 'একটির দাম: ₹15').
 */
export const bengaliOrderTemplate: OrderMessageTemplate = {
  greeting: 'নমস্কার {shopName}! অর্ডার করতে চাই।',
  reference: 'অর্ডার নম্বর',
  product: 'পণ্য',
  productLink: 'লিঙ্ক',
  price: 'দাম',
  quantity: 'পরিমাণ',
  length: 'দৈর্ঘ্য',
  width: 'প্রস্থ',
  area: 'ক্ষেত্রফল',
  lineTotal: 'মোট',
  ...bengaliBasis,
  customerHeading: 'আমার তথ্য',
  customer: {
    firstName: 'নাম',
    lastName: 'পদবি',
    phone: 'ফোন',
    addressLine1: 'ঠিকানা 1',
    addressLine2: 'ঠিকানা 2',
    pinCode: 'পিন কোড',
    state: 'রাজ্য',
    country: 'দেশ',
  },
  customerOrder: ['firstName', 'lastName', 'phone', 'addressLine1', 'addressLine2', 'pinCode', 'state', 'country'],
  shortened: '(কিছু তথ্য ছোট করা হল, বাকিটা চ্যাটে পাঠাচ্ছি)',
  closing: 'অর্ডারটা কনফার্ম করে পরের ধাপ জানাবেন। ধন্যবাদ!',
};

/**
 * The Bengali wording of the order-list message ('100টি কার্ড · প্রতি 100টি ₹200 · ₹200',
 * 'ছাপার লেখা: …' for a line's note).
 */
export const bengaliOrderListTemplate: OrderListTemplate = {
  greeting: 'নমস্কার {shopName}! এই {count}টি জিনিস অর্ডার করতে চাই।',
  reference: bengaliOrderTemplate.reference,
  size: 'মাপ',
  briefSize: '{length}x{width} ফুট',
  note: 'ছাপার লেখা',
  link: bengaliOrderTemplate.productLink,
  grandTotal: 'সর্বমোট',
  ...bengaliBasis,
  pricedInChat: '(আরও {count}টির দাম চ্যাটে জানাবেন)',
  photos: 'ছবিগুলো চ্যাটে পাঠাব।',
  brief: '(তালিকা লম্বা, তাই কোডে লেখা; ছাপার লেখা চ্যাটে পাঠাচ্ছি)',
  minimal: '(তালিকা লম্বা, তাই শুধু কোড আর পরিমাণ; ছাপার লেখা চ্যাটে পাঠাচ্ছি)',
  customerHeading: bengaliOrderTemplate.customerHeading,
  customer: bengaliOrderTemplate.customer,
  customerOrder: bengaliOrderTemplate.customerOrder,
  shortened: bengaliOrderTemplate.shortened,
  closing: bengaliOrderTemplate.closing,
};

/** The Bengali wording of the 'Ask about this on WhatsApp' question. */
export const bengaliQuestionTemplate: ProductQuestionTemplate = {
  question: 'নমস্কার {shopName}! “{title}” নিয়ে আমার একটি প্রশ্ন আছে: {url}',
};

/** The three message templates of one language. */
export interface MessageTemplates {
  readonly order: OrderMessageTemplate;
  readonly orderList: OrderListTemplate;
  readonly question: ProductQuestionTemplate;
}

/** Every language's message templates, by locale. */
export const messageTemplates: Readonly<Record<ShopLocale, MessageTemplates>> = {
  'en-IN': { order: englishOrderTemplate, orderList: englishOrderListTemplate, question: englishQuestionTemplate },
  'bn-IN': { order: bengaliOrderTemplate, orderList: bengaliOrderListTemplate, question: bengaliQuestionTemplate },
};

/**
 * The templates a shop's messages use: its profile's `orderMessageLocale`, English when it
 * has none, ending with the shop's own closing line in that language when it writes one
 * (profile `orderMessageClosing`, by locale; a shop's words are its data).
 */
export function shopMessageTemplates(shop: {
  readonly orderMessageLocale?: ShopLocale;
  readonly orderMessageClosing?: Readonly<Partial<Record<ShopLocale, string>>>;
}): MessageTemplates {
  const locale = shop.orderMessageLocale ?? 'en-IN';
  const templates = messageTemplates[locale];
  const closing = shop.orderMessageClosing?.[locale];
  if (!closing) return templates;
  return { ...templates, order: { ...templates.order, closing }, orderList: { ...templates.orderList, closing } };
}
