/**
 * The wording of every message a shopper sends the shop, per language (issue 11). The
 * shop's staff read these messages, so the language is the shop's choice
 * (`orderMessageLocale` in its profile, English by default), not the page's. The
 * shopper's own words (names, address, notes) always go out exactly as typed.
 *
 * The Bengali wording is terse on purpose: a click-to-chat link carries the message
 * percent-encoded, and each Bengali letter costs 9 of the link's 2,000 characters
 * (an English letter costs 1), so every word of the template is room taken from the
 * shopper's own details.
 */
import type { ShopLocale } from '@storefront/catalog';
import { englishOrderListTemplate, type OrderListTemplate } from './list';
import { englishOrderTemplate, type OrderMessageTemplate } from './message';
import { englishQuestionTemplate, type ProductQuestionTemplate } from './question';
import { bengaliBasis } from './wording';

/** The Bengali wording of the one-product order message ('পরিমাণ: 100টি কার্ড', 'দাম: প্রতি 100টি কার্ড ₹200'; issue 31). */
export const bengaliOrderTemplate: OrderMessageTemplate = {
  greeting: 'নমস্কার {shopName}! অর্ডার দিতে চাই।',
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
  customerHeading: 'আমার বিবরণ',
  customer: {
    firstName: 'নাম',
    lastName: 'পদবি',
    phone: 'ফোন',
    addressLine1: 'ঠিকানা 1',
    addressLine2: 'ঠিকানা 2',
    pinCode: 'পিন',
    state: 'রাজ্য',
    country: 'দেশ',
  },
  shortened: '(বিবরণ ছোট করা হল, বাকিটা পাঠাচ্ছি)',
  closing: 'অর্ডারটি নিশ্চিত করুন।',
};

/** The Bengali wording of the order-list message ('100টি কার্ড · প্রতি 100টি ₹200 · ₹200'; issue 31). */
export const bengaliOrderListTemplate: OrderListTemplate = {
  greeting: 'নমস্কার {shopName}! এই {count}টি জিনিস চাই।',
  reference: bengaliOrderTemplate.reference,
  size: 'মাপ',
  note: 'নোট',
  link: bengaliOrderTemplate.productLink,
  grandTotal: 'সর্বমোট',
  ...bengaliBasis,
  pricedInChat: '(+{count}টির দাম চ্যাটে)',
  photos: 'ছবিগুলো চ্যাটে পাঠাব।',
  brief: '(তালিকা লম্বা, তাই কোডে লেখা; নোট পাঠাচ্ছি)',
  minimal: '(তালিকা লম্বা, তাই শুধু কোড; নোট পাঠাচ্ছি)',
  customerHeading: bengaliOrderTemplate.customerHeading,
  customer: bengaliOrderTemplate.customer,
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

/** The templates a shop's messages use: its profile's `orderMessageLocale`, English when it has none. */
export function shopMessageTemplates(shop: { readonly orderMessageLocale?: ShopLocale }): MessageTemplates {
  return messageTemplates[shop.orderMessageLocale ?? 'en-IN'];
}
