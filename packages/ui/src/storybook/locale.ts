/**
 * Stories in Bengali: the toolbar's Locale switch (and the Bengali story
 * tests) set the design system's language with `setUiLocale`, so every component's own
 * words come from its Bengali messages; the sample data that stories pass in is
 * translated here, so a Bengali story shows a whole Bengali page, conjuncts, long words
 * and all.
 */
import { cloneElement, isValidElement, type ReactElement } from 'react';
import { getUiLocale } from '../i18n';
import english from '../../messages/en-IN.json';
import bengali from '../../messages/bn-IN.json';

/** Sample story data in Bengali, by its English words. */
const sampleData: Readonly<Record<string, string>> = {
  // Products and categories
  'The name, date or words to print': 'যে নাম, তারিখ বা কথা ছাপা হবে',
  Size: 'মাপ',
  Moulding: 'ফ্রেমের চওড়া',
  Colour: 'রং',
  'Not made in this size': 'এই মাপে পাওয়া যায় না',
  'White Photo Mug': 'সাদা ফটো মগ',
  'Heart-Shaped Handle Mug': 'হার্ট হাতলের মগ',
  'Magic Colour-Changing Mug': 'ম্যাজিক রং-বদলানো মগ',
  'Standard Business Cards': 'সাধারণ ভিজিটিং কার্ড',
  'Die-Cut Vinyl Stickers': 'ডাই-কাট ভিনাইল স্টিকার',
  'Eco Paper Pen': 'পরিবেশবান্ধব কাগজের পেন',
  'Multicolor Letterhead': 'রঙিন লেটারহেড',
  'Flex & Banner': 'ফ্লেক্স ও ব্যানার',
  'Trophies & Mementos for Schools': 'স্কুলের জন্য ট্রফি ও মেমেন্টো',
  '24x36 Washable Mat Photo Frame with a Very Long Description': '24x36 ধোয়া যায় এমন ম্যাট ফটো ফ্রেম, খুব লম্বা বিবরণ সহ',
  'Custom Birthday Frame with Thirteen Photos and a Personal Message':
    'তেরোটি ছবি আর নিজের বার্তা দিয়ে জন্মদিনের কাস্টম ফ্রেম',
  '325 mL ceramic mug with your photo or text': 'আপনার ছবি বা লেখা সহ 325 মিলি সিরামিক মগ',
  'Collage frame with 13 photos, a birthday message and a gift box, made to order':
    '13টি ছবি, জন্মদিনের বার্তা আর গিফট বক্স সহ কোলাজ ফ্রেম, অর্ডার অনুযায়ী বানানো',
  'Full-colour letterhead on 100 GSM paper': '100 GSM কাগজে পুরো রঙিন লেটারহেড',
  'Custom Mugs': 'কাস্টম মগ',
  'Custom Mugs · ₹200': 'কাস্টম মগ · ₹200',
  'Custom Mugs · ₹250': 'কাস্টম মগ · ₹250',
  'Custom Mugs · ₹300': 'কাস্টম মগ · ₹300',
  'Photo Frames': 'ফটো ফ্রেম',
  Calendars: 'ক্যালেন্ডার',
  'Business Cards': 'ভিজিটিং কার্ড',
  'Corporate Gifts': 'কর্পোরেট উপহার',
  Banners: 'ব্যানার',
  Mugs: 'মগ',
  Standees: 'স্ট্যান্ডি',
  Products: 'পণ্য',
  'Popular categories': 'জনপ্রিয় বিভাগ',
  'Popular searches': 'জনপ্রিয় খোঁজ',
  'Sample tiles': 'নমুনা টাইল',
  'Office stationery: letterheads': 'অফিসের স্টেশনারি: লেটারহেড',
  // Shop and pages
  'Sample Print Shop': 'নমুনা প্রিন্ট শপ',
  '© 2024 Sample Print Shop. All rights reserved.': '© 2024 নমুনা প্রিন্ট শপ। সর্বস্বত্ব সংরক্ষিত।',
  'Sample Print Shop on social media': 'সোশ্যাল মিডিয়ায় নমুনা প্রিন্ট শপ',
  'Sample Print Shop video channel': 'নমুনা প্রিন্ট শপের ভিডিও চ্যানেল',
  'About Us': 'আমাদের কথা',
  'Go Back to Home': 'হোমে ফিরে যান',
  Home: 'হোম',
  'Shop By Needs': 'প্রয়োজন অনুযায়ী কিনুন',
  'Print it. Gift it. Love it.': 'ছাপিয়ে নিন, উপহার দিন, খুশি ছড়িয়ে দিন।',
  'Business cards, banners and photo gifts, from a single piece.':
    'ভিজিটিং কার্ড, ব্যানার আর ফটো উপহার — একটা পিসও অর্ডার করা যায়।',
  'Fast delivery to every reachable PIN code across the whole of West Bengal':
    'সারা পশ্চিমবঙ্গে দ্রুত ডেলিভারি, যেকোনো পিন কোডে, যেখানে কুরিয়ার যায়',
  'We print in our own shop and ship quickly, with careful packing for frames, mugs and lamps so they arrive safely.':
    'আমরা নিজেদের দোকানে ছাপি আর তাড়াতাড়ি পাঠাই, ফ্রেম, মগ আর ল্যাম্প যত্ন করে প্যাক করে, যাতে নিরাপদে পৌঁছায়।',
  'Message us on WhatsApp, write to us, or visit the shop.': 'হোয়াটসঅ্যাপে মেসেজ করুন, ইমেল করুন, অথবা দোকানে চলে আসুন।',
  'How offset printing works': 'অফসেট প্রিন্টিং কীভাবে হয়',
  'Why cards printed in bulk come out crisp and cheap.': 'বেশি সংখ্যায় ছাপা কার্ড কেন ঝকঝকে আর সস্তা হয়।',
  'Page not found': 'পাতাটি পাওয়া যায়নি',
  'The address may be mistyped.': 'লিঙ্কে হয়তো ভুল আছে।',
  'Choose a product to order': 'অর্ডার করার জন্য একটি পণ্য বাছুন',
  'No product came with this link. Pick one from our categories:':
    'এই লিঙ্কে কোনও পণ্য আসেনি। আমাদের বিভাগ থেকে একটি বাছুন:',
  // Order form, list and sorting
  'Order: Standard Business Cards': 'অর্ডার: সাধারণ ভিজিটিং কার্ড',
  'First Name': 'নাম',
  'Last Name': 'পদবি',
  'Phone Number': 'ফোন নম্বর',
  'Address Line 1': 'ঠিকানার প্রথম লাইন',
  'Address Line 2': 'ঠিকানার দ্বিতীয় লাইন',
  Pincode: 'পিন কোড',
  State: 'রাজ্য',
  Country: 'দেশ',
  Quantity: 'পরিমাণ',
  'e.g. 98765 43210': 'যেমন 98765 43210',
  'Six digits, e.g. 732103': 'ছয় অঙ্কের, যেমন 732103',
  'Enter a 10-digit mobile number starting with 6, 7, 8 or 9 (with or without +91).':
    '6, 7, 8 বা 9 দিয়ে শুরু হওয়া 10 অঙ্কের মোবাইল নম্বর লিখুন (+91 সহ বা ছাড়া)।',
  'The minimum order for this product is 100.': 'এই পণ্যের ন্যূনতম অর্ডার 100টি।',
  'This PIN code is outside West Bengal, where we deliver. You can still order.':
    'এই পিন কোডটি আমাদের ডেলিভারির এলাকার (পশ্চিমবঙ্গ) বাইরে। তবুও অর্ডার করতে পারেন।',
  'This PIN code is outside West Bengal. We will confirm on WhatsApp whether we can deliver there.':
    'এই পিন কোডটি পশ্চিমবঙ্গের বাইরে। সেখানে ডেলিভারি দেওয়া যাবে কি না, হোয়াটসঅ্যাপে জানিয়ে দেব।',
  'Unit price': 'একটির দাম',
  Total: 'মোট',
  'Grand total': 'সর্বমোট',
  'Price on request': 'দাম চ্যাটে জানানো হবে',
  'Order list': 'অর্ডার তালিকা',
  'Order summary': 'অর্ডারের সারাংশ',
  empty: 'খালি',
  '3 items': '3টি জিনিস',
  '120 items': '120টি জিনিস',
  '1 item is priced in the chat, on WhatsApp.': '1টি জিনিসের দাম হোয়াটসঅ্যাপ চ্যাটে জানানো হবে।',
  '2.5 ft × 3.5 ft (8.75 sq ft)': '2.5 ফুট × 3.5 ফুট (8.75 বর্গফুট)',
  'Enter a size of at least 1 ft × 1 ft': 'কমপক্ষে 1 ফুট × 1 ফুট মাপ লিখুন',
  '₹10.00 per sq ft': 'প্রতি বর্গফুট ₹10.00',
  Featured: 'আমাদের পছন্দ',
  'Price: low to high': 'দাম: কম থেকে বেশি',
  'Price: high to low': 'দাম: বেশি থেকে কম',
  'Name: A–Z': 'নাম অনুযায়ী',
  'Products priced on request or by size come after priced ones.':
    'যেসব পণ্যের দাম চ্যাটে বা মাপ অনুযায়ী ঠিক হয়, সেগুলো দাম-লেখা পণ্যের পরে আছে।',
  'Rotating Lamp (4 Photos)': 'ঘুরন্ত ফটো ল্যাম্প (4টি ছবি)',
  'Four-sided spinning lamp with four of your photos': 'আপনার চারটি ছবি সহ চার দিকের ঘুরন্ত ল্যাম্প',
  'Rotating photo lamp': 'ঘুরন্ত ফটো ল্যাম্প',
  English: 'English',
  // Packs, quantities and price breaks
  cards: 'কার্ড',
  letterheads: 'লেটারহেড',
  medals: 'মেডেল',
  'Custom Medals': 'কাস্টম মেডেল',
  '4x6 Photo Frame': '4x6 ফটো ফ্রেম',
  'Slim frame for a 4x6 print, in three moulding widths': '4x6 প্রিন্টের জন্য সরু ফ্রেম, তিন রকম চওড়া বর্ডারে',
  '300 GSM matt card, printed on one side': '300 GSM ম্যাট কার্ড, এক পিঠে ছাপা',
  '100 cards': '100টি কার্ড',
  '300 cards': '300টি কার্ড',
  '1,000 cards': '1,000টি কার্ড',
  '50 stickers': '50টি স্টিকার',
  'Visiting cards come in packs of 100. Choose 100 or 200.': 'ভিজিটিং কার্ড 100টির প্যাকে আসে। 100টি বা 200টি বেছে নিন।',
  'Ask about bulk prices on WhatsApp': 'বেশি পরিমাণে নিলে দাম কত, হোয়াটসঅ্যাপে জেনে নিন',
  '₹165 / 100 cards': '₹165 / 100টি কার্ড',
  '₹1,650': '₹1,650',
  'You save ₹350': 'আপনার সাশ্রয় ₹350',
  '3 × 6 ft': '3 × 6 ফুট',
  // Fields with a limit
  '12 Station Road': '12 স্টেশন রোড',
  'Happy Birthday, Amit! Love, Riya & Mum': 'শুভ জন্মদিন অমিত! ভালোবাসা, রিয়া ও মা',
};

/** The design system's own words (its messages without placeholders), English → Bengali. */
const labels: Record<string, string> = {};
for (const [key, text] of Object.entries(english)) {
  const translated = (bengali as Record<string, string>)[key];
  if (key !== '$schema' && typeof text === 'string' && !text.includes('{') && translated) labels[text] = translated;
}

/**
 * `text` in the story's language: itself in English, its Bengali translation on a
 * Bengali story (or itself, if it has none, e.g. a brand name). Play functions query
 * with it, so the same test runs in both languages.
 */
export function t(text: string): string {
  if (getUiLocale() !== 'bn-IN') return text;
  return sampleData[text] ?? labels[text] ?? text;
}

/**
 * `value` with every string in it passed through {@link t}: a story's args in its
 * language, down into the props of elements passed as args (a dialog's summary, a
 * header's actions).
 */
export function translateArgs<T>(value: T): T {
  if (getUiLocale() !== 'bn-IN') return value;
  if (typeof value === 'string') return t(value) as T;
  if (isValidElement(value)) {
    const element = value as ReactElement<Record<string, unknown>>;
    return cloneElement(element, translateArgs({ ...element.props })) as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => translateArgs(item)) as T;
  // Plain data only: React elements (also plain objects) and functions stay as they are.
  if (
    value &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype &&
    !('$$typeof' in value)
  ) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, translateArgs(inner)])) as T;
  }
  return value;
}
