// The words and trade of the synthetic catalogue, in English and Bengali: for each of the
// gift shop's 17 categories its product nouns, styles (materials, colours, finishes),
// themes (occasions or the trades it prints for), subtitles, detail lines, prices and the
// share of each way of selling. The Bengali is the gift shop's own where it has the word
// (shops/gift-shop/products.csv, content.bn-IN.yaml); every entry is an [English, Bengali] pair.
//
// The shares of the ways of selling are the real shop's, measured on its products.csv
// (78 products): per pack 6.4%, by area 1.3%, with options 14.1%, price on request 10.3%,
// not available 3.8%, with price breaks 6.4%. The real shop is 28 print and 50 gift
// products (36/64); the synthetic one is 25/75 (the shop's own claim: 5,000 print
// products and 15,000 gifts), so the category mixes below are set to give the real shop's
// overall shares at that split (`targetShares`; the test holds them to it).

/** @typedef {readonly [en: string, bn: string]} Words */
/** @typedef {readonly [en: string, bn: string, optionSet?: string]} Noun */
/**
 * One option of a product: its name and values in both languages; a colour option's
 * values carry swatches (written after the English value only).
 * @typedef {{ name: Words, values: readonly Words[], swatches?: readonly string[] }} OptionWords
 */
/**
 * A set of options, e.g. size × moulding. `pick` values of each option are offered (all
 * when absent); `factors` price the first option's values (multiplying the base price) for
 * products whose variants have prices of their own in variants.csv.
 * @typedef {{ options: readonly OptionWords[], pick?: readonly number[], factors?: readonly number[] }} OptionSet
 */
/**
 * The ways a product is sold: a price each, each with a minimum quantity ('bulk'), per
 * pack, per square foot, with options (variants), on request, or listed but not available.
 * @typedef {'each' | 'bulk' | 'pack' | 'area' | 'options' | 'onRequest' | 'unavailable'} Mode
 */
/**
 * @typedef {object} CategoryWords
 * @property {string} slug - the gift shop's category slug
 * @property {'print' | 'gift'} group
 * @property {number} weight - its share of its group's products, in percent
 * @property {Partial<Record<Mode, number>>} modes - the share of each way of selling (they add up to 1)
 * @property {number} breaks - the share of its bulk and pack products with price breaks
 * @property {number} photos - the share made with the shopper's photos (`photos` yes)
 * @property {readonly [number, number]} price - rupees for one piece (each, bulk, options)
 * @property {string} titleEn - '{theme}', '{style}' and '{noun}' in English word order
 * @property {string} titleBn - the same in Bengali word order
 * @property {readonly Noun[]} nouns
 * @property {readonly Words[]} styles
 * @property {readonly Words[]} themes
 * @property {readonly Words[]} features - the first half of a subtitle
 * @property {readonly Words[]} details - detail lines of this category (with the group's)
 * @property {{ sizes: readonly number[], unit: Words, price: readonly [number, number] }} [pack]
 * @property {{ min: readonly number[], step?: number, unit?: Words, price?: readonly [number, number] }} [bulk]
 * @property {{ price: readonly [number, number], presets: readonly string[] }} [area]
 * @property {Record<string, readonly OptionSet[]>} [optionSets] - 'default' for any noun, else by the noun's key
 */

/** @type {readonly Words[]} Colours, with the names the shop uses. */
const colours = [
  ['White', 'সাদা'],
  ['Black', 'কালো'],
  ['Red', 'লাল'],
  ['Blue', 'নীল'],
  ['Navy Blue', 'গাঢ় নীল'],
  ['Sky Blue', 'আকাশি'],
  ['Green', 'সবুজ'],
  ['Yellow', 'হলুদ'],
  ['Pink', 'গোলাপি'],
  ['Purple', 'বেগুনি'],
  ['Orange', 'কমলা'],
  ['Golden', 'সোনালি'],
  ['Silver', 'রুপোলি'],
  ['Maroon', 'মেরুন'],
  ['Brown', 'খয়েরি'],
  ['Grey', 'ধূসর'],
];

/** Swatches for {@link colours}, in the same order. */
const swatches = [
  '#ffffff',
  '#111827',
  '#dc2626',
  '#2563eb',
  '#1e3a8a',
  '#7dd3fc',
  '#16a34a',
  '#facc15',
  '#f472b6',
  '#7c3aed',
  '#f97316',
  '#d4a017',
  '#c0c0c0',
  '#7f1d1d',
  '#78350f',
  '#6b7280',
];

/** A colour option of `indices` of {@link colours}. @param {readonly number[]} indices @returns {OptionWords} */
const colourOption = (indices) => ({
  name: ['Colour', 'রং'],
  values: indices.map((i) => /** @type {Words} */ (colours[i])),
  swatches: indices.map((i) => /** @type {string} */ (swatches[i])),
});

/** @type {readonly Words[]} Occasions people give a gift for, English first, Bengali in the genitive ('for a birthday'). */
const occasions = [
  ['Birthday', 'জন্মদিনের'],
  ['Anniversary', 'বিবাহবার্ষিকীর'],
  ['Wedding', 'বিয়ের'],
  ["Valentine's Day", 'ভালোবাসা দিবসের'],
  ['Durga Puja', 'দুর্গাপুজোর'],
  ['Kali Puja', 'কালীপুজোর'],
  ['Saraswati Puja', 'সরস্বতী পুজোর'],
  ['Diwali', 'দীপাবলির'],
  ['Poila Baishakh', 'পয়লা বৈশাখের'],
  ['Rakhi', 'রাখির'],
  ['Bhai Phonta', 'ভাইফোঁটার'],
  ['Jamai Sasthi', 'জামাইষষ্ঠীর'],
  ["Mother's Day", 'মা দিবসের'],
  ["Father's Day", 'বাবা দিবসের'],
  ["Teachers' Day", 'শিক্ষক দিবসের'],
  ['Friendship Day', 'বন্ধুত্ব দিবসের'],
  ['Christmas', 'বড়দিনের'],
  ['Eid', 'ঈদের'],
  ['New Year', 'নববর্ষের'],
  ['Holi', 'দোলের'],
  ['Retirement', 'অবসরের'],
  ['Farewell', 'বিদায়ের'],
  ['Housewarming', 'গৃহপ্রবেশের'],
  ['Annaprashan', 'অন্নপ্রাশনের'],
  ['Baby Shower', 'সাধের'],
  ['Engagement', 'বাগদানের'],
];

/** @type {readonly Words[]} Whom a print job is for: 'for Clinics' after the English title, before the Bengali one. */
const trades = [
  ['for Shops', 'দোকানের জন্য'],
  ['for Offices', 'অফিসের জন্য'],
  ['for Schools', 'স্কুলের জন্য'],
  ['for Coaching Centres', 'কোচিং সেন্টারের জন্য'],
  ['for Clinics', 'ক্লিনিকের জন্য'],
  ['for Hospitals', 'হাসপাতালের জন্য'],
  ['for Pharmacies', 'ওষুধের দোকানের জন্য'],
  ['for Restaurants', 'রেস্তোরাঁর জন্য'],
  ['for Sweet Shops', 'মিষ্টির দোকানের জন্য'],
  ['for Jewellery Shops', 'গয়নার দোকানের জন্য'],
  ['for Boutiques', 'বুটিকের জন্য'],
  ['for Salons', 'সেলুনের জন্য'],
  ['for Mobile Shops', 'মোবাইলের দোকানের জন্য'],
  ['for Hardware Stores', 'হার্ডওয়্যারের দোকানের জন্য'],
  ['for Travel Agencies', 'ট্রাভেল এজেন্সির জন্য'],
  ['for Lawyers', 'উকিলদের জন্য'],
  ['for Builders', 'বাড়ি তৈরির ব্যবসার জন্য'],
  ['for Puja Committees', 'পুজো কমিটির জন্য'],
  ['for Clubs', 'ক্লাবের জন্য'],
  ['for Temples', 'মন্দিরের জন্য'],
  ['for Weddings', 'বিয়েবাড়ির জন্য'],
  ['for Exhibitions', 'প্রদর্শনীর জন্য'],
  ['for Elections', 'ভোটের প্রচারের জন্য'],
  ['for Sales and Offers', 'সেল ও অফারের জন্য'],
];

/** @type {readonly Words[]} Occasions a company gives gifts for. */
const corporateOccasions = [
  ['Diwali', 'দীপাবলির'],
  ['New Year', 'নববর্ষের'],
  ['Poila Baishakh', 'পয়লা বৈশাখের'],
  ['Durga Puja', 'দুর্গাপুজোর'],
  ['Christmas', 'বড়দিনের'],
  ['Annual Day', 'বার্ষিক অনুষ্ঠানের'],
  ['Conference', 'সম্মেলনের'],
  ['Dealer Meet', 'ডিলার মিটের'],
  ['New Joiner', 'নতুন কর্মীদের'],
  ['Client Thank-You', 'ক্লায়েন্টদের ধন্যবাদ জানানোর'],
  ['Sales Team', 'বিক্রয় দলের'],
  ['Retirement', 'অবসরের'],
  ['Farewell', 'বিদায়ের'],
  ['Foundation Day', 'প্রতিষ্ঠা দিবসের'],
];

/** @type {readonly Words[]} Events a trophy is given at. */
const contests = [
  ['Sports Day', 'ক্রীড়া দিবসের'],
  ['Annual Day', 'বার্ষিক অনুষ্ঠানের'],
  ['Quiz Contest', 'কুইজ প্রতিযোগিতার'],
  ['Football Tournament', 'ফুটবল টুর্নামেন্টের'],
  ['Cricket Tournament', 'ক্রিকেট টুর্নামেন্টের'],
  ['Chess Tournament', 'দাবা প্রতিযোগিতার'],
  ['Badminton Tournament', 'ব্যাডমিন্টন প্রতিযোগিতার'],
  ['Drawing Competition', 'আঁকা প্রতিযোগিতার'],
  ['Recitation Contest', 'আবৃত্তি প্রতিযোগিতার'],
  ['Music Contest', 'গানের প্রতিযোগিতার'],
  ['Dance Contest', 'নাচের প্রতিযোগিতার'],
  ['Science Fair', 'বিজ্ঞান মেলার'],
  ['Best Employee', 'সেরা কর্মীর'],
  ['Puja Pandal', 'পুজো প্যান্ডেলের'],
  ['Retirement', 'অবসরের'],
  ['Farewell', 'বিদায়ের'],
];

/** @type {readonly Words[]} Ceremonies an invitation card is printed for. */
const ceremonies = [
  ['Wedding', 'বিয়ের'],
  ['Reception', 'বউভাতের'],
  ['Engagement', 'বাগদানের'],
  ['Gaye Holud', 'গায়ে হলুদের'],
  ['Annaprashan', 'অন্নপ্রাশনের'],
  ['Birthday', 'জন্মদিনের'],
  ['Griha Pravesh', 'গৃহপ্রবেশের'],
  ['Upanayan', 'উপনয়নের'],
  ['Anniversary', 'বিবাহবার্ষিকীর'],
  ['Baby Shower', 'সাধের'],
  ['Shraddha', 'শ্রাদ্ধের'],
  ['Satyanarayan Puja', 'সত্যনারায়ণ পুজোর'],
  ['Durga Puja', 'দুর্গাপুজোর'],
  ['Retirement', 'অবসরের'],
  ['School Annual Function', 'স্কুলের বার্ষিক অনুষ্ঠানের'],
  ['Opening Ceremony', 'উদ্বোধনী অনুষ্ঠানের'],
];

/** @type {Record<'print' | 'gift', readonly Words[]>} The second half of a subtitle, by group. */
export const subtitleEndings = {
  print: [
    ['ready in 3 to 4 working days', '3 থেকে 4 কাজের দিনে তৈরি'],
    ['design help included', 'ডিজাইনে সাহায্য সহ'],
    ['proof on WhatsApp before printing', 'ছাপার আগে হোয়াটসঅ্যাপে প্রুফ'],
    ['delivered across West Bengal', 'সারা পশ্চিমবঙ্গে ডেলিভারি'],
    ['printed in our own press', 'আমাদের নিজেদের ছাপাখানায় ছাপা'],
  ],
  gift: [
    ['gift boxed', 'গিফট বক্সে'],
    ['ready in 2 to 3 working days', '2 থেকে 3 কাজের দিনে তৈরি'],
    ['made to order, from a single piece', 'অর্ডার মতো তৈরি, একটি পিস থেকেই'],
    ['preview on WhatsApp before printing', 'ছাপার আগে হোয়াটসঅ্যাপে নমুনা'],
    ['delivered across West Bengal', 'সারা পশ্চিমবঙ্গে ডেলিভারি'],
  ],
};

/** @type {Record<'print' | 'gift', readonly Words[]>} Detail lines every product of a group may have. */
export const groupDetails = {
  print: [
    ['Design help included at no extra cost', 'ডিজাইনে সাহায্য, বাড়তি খরচ ছাড়া'],
    ['Ready in 3 to 4 working days', '3 থেকে 4 কাজের দিনে তৈরি'],
    ['A proof is sent on WhatsApp before printing', 'ছাপার আগে হোয়াটসঅ্যাপে প্রুফ পাঠানো হয়'],
    ['Delivered to every reachable PIN code in West Bengal', 'পশ্চিমবঙ্গের যেকোনো পিন কোডে, যেখানে কুরিয়ার যায়, ডেলিভারি'],
  ],
  gift: [
    ['Send your photo on WhatsApp after ordering', 'অর্ডারের পরে হোয়াটসঅ্যাপে আপনার ছবি পাঠান'],
    ['Gift-wrapped at no extra cost', 'বাড়তি খরচ ছাড়া উপহারের মোড়কে'],
    ['Ready in 2 to 3 working days', '2 থেকে 3 কাজের দিনে তৈরি'],
    ['A preview is shared before printing', 'ছাপার আগে নমুনা দেখানো হয়'],
    ['Made to order from a single piece', 'একটি পিসও অর্ডার মতো তৈরি হয়'],
  ],
};

/** @type {Record<'print' | 'gift', readonly Words[]>} How a picture shows a product, after its title in an image's description. */
export const views = {
  print: [
    ['front view', 'সামনে থেকে'],
    ['close-up of the print', 'ছাপার কাছ থেকে দেখা'],
    ['in use', 'ব্যবহারের সময়'],
    ['on display', 'সাজিয়ে রাখা অবস্থায়'],
  ],
  gift: [
    ['front view', 'সামনে থেকে'],
    ['side view', 'পাশ থেকে'],
    ['close-up of the print', 'ছাপার কাছ থেকে দেখা'],
    ['gift-wrapped', 'উপহারের মোড়কে'],
    ['on a table', 'টেবিলের উপরে'],
  ],
};

/** @type {Words} The word for a design number when a category runs out of word combinations. */
export const designWord = ['Design', 'ডিজাইন'];

/** @type {readonly OptionSet[]} Adult T-shirt sizes, some with a colour. */
const shirtSizes = [
  { options: [{ name: ['Size', 'মাপ'], values: ['S', 'M', 'L', 'XL', 'XXL'].map((s) => [s, s]) }] },
  { options: [{ name: ['Size', 'মাপ'], values: ['M', 'L', 'XL'].map((s) => [s, s]) }] },
  {
    options: [{ name: ['Size', 'মাপ'], values: ['S', 'M', 'L', 'XL'].map((s) => [s, s]) }, colourOption([0, 1])],
  },
  {
    options: [{ name: ['Size', 'মাপ'], values: ['M', 'L', 'XL'].map((s) => [s, s]) }, colourOption([0, 1, 4])],
  },
];

/** @type {readonly CategoryWords[]} The gift shop's categories, print first, in categories.csv's order within each group. */
export const categories = [
  {
    slug: 'banners',
    group: 'print',
    weight: 8,
    modes: { area: 0.65, each: 0.25, onRequest: 0.1 },
    breaks: 0,
    photos: 0,
    price: [900, 4500],
    titleEn: '{style} {noun} {theme}',
    titleBn: '{theme} {style} {noun}',
    nouns: [
      ['Flex Banner', 'ফ্লেক্স ব্যানার'],
      ['Shop-Front Flex Board', 'দোকানের ফ্লেক্স বোর্ড'],
      ['Roll-Up Banner', 'রোল-আপ ব্যানার'],
      ['Event Backdrop', 'অনুষ্ঠানের ব্যাকড্রপ'],
      ['Vinyl Banner', 'ভিনাইল ব্যানার'],
      ['Star Flex Hoarding', 'স্টার ফ্লেক্স হোর্ডিং'],
      ['Backlit Flex', 'ব্যাকলিট ফ্লেক্স'],
      ['Cloth Banner', 'কাপড়ের ব্যানার'],
      ['Mesh Banner', 'মেশ ব্যানার'],
    ],
    styles: [
      ['Glossy', 'চকচকে'],
      ['Matt', 'ম্যাট'],
      ['Full-Colour', 'পুরো রঙিন'],
      ['Two-Colour', 'দুই রঙের'],
      ['Heavy-Duty', 'মজবুত'],
      ['Lightweight', 'হালকা'],
      ['UV-Printed', 'UV ছাপা'],
      ['Eco-Solvent', 'ইকো-সলভেন্ট'],
    ],
    themes: trades,
    features: [
      ['Weatherproof flex printed to your size', 'আপনার মাপে ছাপা, রোদ-বৃষ্টিতে টেকসই ফ্লেক্স'],
      ['Bright colours that last outdoors', 'বাইরেও অনেক দিন টেকে এমন উজ্জ্বল রং'],
      ['With eyelets on request', 'চাইলে আইলেট সহ'],
      ['Printed edge to edge in one piece', 'কিনারা পর্যন্ত এক টুকরোয় ছাপা'],
    ],
    details: [
      ['Eyelets every two feet on request', 'চাইলে প্রতি দুই ফুটে আইলেট'],
      ['Sizes are length × width in feet', 'মাপ দৈর্ঘ্য × প্রস্থ, ফুটে'],
      ['Fitting on a frame can be arranged', 'ফ্রেমে লাগিয়ে দেওয়ার ব্যবস্থা করা যায়'],
    ],
    area: {
      price: [8, 40],
      presets: [
        '2x3 | 3x6 | 4x6 | 5x8',
        '3x4 | 4x8 | 6x10',
        '2x6 | 3x8 | 4x10 | 6x12',
        '2.5x6 | 3x6',
        '4x6 | 6x8 | 8x12',
      ],
    },
  },
  {
    slug: 'business-cards',
    group: 'print',
    weight: 18,
    modes: { pack: 1 },
    breaks: 0.6,
    photos: 0,
    price: [150, 900],
    titleEn: '{style} {noun} {theme}',
    titleBn: '{theme} {style} {noun}',
    nouns: [
      ['Business Cards', 'ভিজিটিং কার্ড'],
      ['Double-Sided Business Cards', 'দুই পিঠে ছাপা ভিজিটিং কার্ড'],
      ['Square Business Cards', 'চৌকো ভিজিটিং কার্ড'],
      ['Rounded-Corner Business Cards', 'গোল কোণের ভিজিটিং কার্ড'],
      ['Folded Business Cards', 'ভাঁজ করা ভিজিটিং কার্ড'],
      ['Appointment Cards', 'অ্যাপয়েন্টমেন্ট কার্ড'],
      ['Loyalty Cards', 'লয়্যালটি কার্ড'],
    ],
    styles: [
      ['Matt', 'ম্যাট'],
      ['Glossy', 'চকচকে'],
      ['Soft-Touch', 'সফট-টাচ'],
      ['Laminated', 'ল্যামিনেটেড'],
      ['Linen Texture', 'লিনেন টেক্সচারের'],
      ['Gold Foil', 'সোনালি ফয়েলের'],
      ['Spot UV', 'স্পট UV'],
      ['Kraft Paper', 'ক্রাফট কাগজের'],
      ['Premium', 'প্রিমিয়াম'],
      ['Classic', 'ক্লাসিক'],
      ['Two-Colour', 'দুই রঙের'],
      ['Embossed', 'এমবস করা'],
      ['Standard', 'স্ট্যান্ডার্ড'],
    ],
    themes: trades,
    features: [
      ['300 GSM matt card, printed on one side', '300 GSM ম্যাট কার্ড, এক পিঠে ছাপা'],
      ['300 GSM card, full colour on both sides', '300 GSM কার্ড, দুই পিঠেই রঙিন ছাপা'],
      ['Thick laminated board with a soft-touch finish', 'ভেলভেট (সফট-টাচ) ল্যামিনেশন সহ মোটা ল্যামিনেটেড বোর্ড'],
      ['350 GSM art card with rounded corners', 'গোল কোণ সহ 350 GSM আর্ট কার্ড'],
      ['Your logo, name and phone number in full colour', 'আপনার লোগো, নাম ও ফোন নম্বর পুরো রঙে'],
    ],
    details: [
      ['Standard size, 3.5 × 2 inch', 'স্ট্যান্ডার্ড মাপ, 3.5 × 2 ইঞ্চি'],
      ['300 GSM art card', '300 GSM আর্ট কার্ড'],
      ['Sold in packs of 100 cards', '100টি কার্ডের প্যাকে বিক্রি'],
    ],
    pack: { sizes: [100, 100, 100, 50], unit: ['cards', 'কার্ড'], price: [150, 900] },
  },
  {
    slug: 'calendar',
    group: 'print',
    weight: 10,
    modes: { each: 0.85, unavailable: 0.1, onRequest: 0.05 },
    breaks: 0,
    photos: 0.6,
    price: [150, 650],
    titleEn: '{style} {noun} {theme}',
    titleBn: '{theme} {style} {noun}',
    nouns: [
      ['Wall Calendar', 'দেওয়াল ক্যালেন্ডার'],
      ['Desk Calendar', 'টেবিল ক্যালেন্ডার'],
      ['LED Photo Calendar', 'LED ফটো ক্যালেন্ডার'],
      ['Pocket Calendar', 'পকেট ক্যালেন্ডার'],
      ['Bengali Calendar', 'বাংলা ক্যালেন্ডার'],
      ['Diary', 'ডায়েরি'],
      ['Planner Diary', 'প্ল্যানার ডায়েরি'],
      ['Table Planner', 'টেবিল প্ল্যানার'],
    ],
    styles: [
      ['Spiral-Bound', 'স্পাইরাল বাঁধাই'],
      ['Hardbound', 'শক্ত মলাটের'],
      ['Leather-Look', 'চামড়ার মতো মলাটের'],
      ['Kraft', 'ক্রাফট কাগজের'],
      ['Premium', 'প্রিমিয়াম'],
      ['Family', 'পারিবারিক'],
      ['Corporate', 'কর্পোরেট'],
      ['Floral', 'ফুলের নকশার'],
      ['Devotional', 'ঠাকুরের ছবির'],
    ],
    themes: trades,
    features: [
      ['12 months, your photo on every page', '12 মাস, প্রতি পাতায় আপনার ছবি'],
      ['Printed on 170 GSM art paper', '170 GSM আর্ট কাগজে ছাপা'],
      ['Your logo and contact details on every page', 'প্রতি পাতায় আপনার লোগো ও যোগাযোগের তথ্য'],
      ['Bengali and English dates with every festival', 'বাংলা ও ইংরেজি তারিখ, সব পুজো-পার্বণ সহ'],
    ],
    details: [
      ['Bengali and English dates', 'বাংলা ও ইংরেজি তারিখ'],
      ['Holidays of West Bengal marked', 'পশ্চিমবঙ্গের ছুটির দিন চিহ্নিত'],
      ['Send up to 13 photos on WhatsApp', 'হোয়াটসঅ্যাপে 13টি পর্যন্ত ছবি পাঠান'],
    ],
  },
  {
    slug: 'standees',
    group: 'print',
    weight: 8,
    modes: { each: 0.7, onRequest: 0.3 },
    breaks: 0,
    photos: 0,
    price: [350, 4500],
    titleEn: '{style} {noun} {theme}',
    titleBn: '{theme} {style} {noun}',
    nouns: [
      ['Roll-Up Standee', 'রোল-আপ স্ট্যান্ডি'],
      ['X-Banner Standee', 'এক্স-ব্যানার স্ট্যান্ডি'],
      ['Sunboard Cut-Out', 'সানবোর্ড কাট-আউট'],
      ['Acrylic Sign Board', 'অ্যাক্রিলিক সাইন বোর্ড'],
      ['Name Plate', 'নামফলক'],
      ['Table Tent Card', 'টেবিল টেন্ট কার্ড'],
      ['Safety Sign Board', 'সতর্কতার সাইন বোর্ড'],
      ['LED Sign Board', 'LED সাইন বোর্ড'],
      ['Menu Standee', 'মেনু স্ট্যান্ডি'],
    ],
    styles: [
      ['Premium', 'প্রিমিয়াম'],
      ['Economy', 'সাশ্রয়ী'],
      ['Heavy-Base', 'ভারী বেসের'],
      ['Double-Sided', 'দুই পিঠে ছাপা'],
      ['Glossy', 'চকচকে'],
      ['Matt', 'ম্যাট'],
      ['Backlit', 'ব্যাকলিট'],
      ['Weatherproof', 'টেকসই'],
    ],
    themes: trades,
    features: [
      ['Full-colour print that stands out in a crowd', 'ভিড়ের মধ্যেও চোখে পড়ে এমন পুরো রঙিন ছাপা'],
      ['Printed to your design and size', 'আপনার ডিজাইন ও মাপে ছাপা'],
      ['Light to carry, quick to set up', 'বহন করা সহজ, চটপট দাঁড় করানো যায়'],
      ['Made for shops, events and offices', 'দোকান, অনুষ্ঠান ও অফিসের জন্য তৈরি'],
    ],
    details: [
      ['Printed in full colour', 'পুরো রঙে ছাপা'],
      ['For use indoors and outdoors', 'ঘরে ও বাইরে ব্যবহার করা যায়'],
      ['Print can be replaced later', 'পরে ছাপা বদলে নেওয়া যায়'],
    ],
  },
  {
    slug: 'stickers',
    group: 'print',
    weight: 20,
    modes: { onRequest: 0.85, bulk: 0.15 },
    breaks: 0,
    photos: 0,
    price: [2, 12],
    titleEn: '{style} {noun} {theme}',
    titleBn: '{theme} {style} {noun}',
    nouns: [
      ['Die-Cut Stickers', 'ডাই-কাট স্টিকার'],
      ['Round Logo Stickers', 'গোল লোগো স্টিকার'],
      ['Transparent Stickers', 'স্বচ্ছ স্টিকার'],
      ['Product Label Stickers', 'প্রোডাক্ট লেবেল স্টিকার'],
      ['Holographic Stickers', 'হলোগ্রাফিক স্টিকার'],
      ['Car Bumper Stickers', 'গাড়ির বাম্পার স্টিকার'],
      ['QR Code Stickers', 'QR কোড স্টিকার'],
      ['Kiss-Cut Sticker Sheets', 'কিস-কাট স্টিকার শিট'],
      ['Laptop Stickers', 'ল্যাপটপ স্টিকার'],
      ['Wall Stickers', 'দেওয়ালের স্টিকার'],
      ['Jar Labels', 'বয়ামের লেবেল'],
      ['Name Label Stickers', 'নামের স্টিকার'],
    ],
    styles: [
      ['Glossy', 'চকচকে'],
      ['Matt', 'ম্যাট'],
      ['Waterproof', 'জলরোধী'],
      ['Gold Foil', 'সোনালি ফয়েলের'],
      ['Silver Foil', 'রুপোলি ফয়েলের'],
      ['Paper', 'কাগজের'],
      ['Vinyl', 'ভিনাইল'],
      ['Reflective', 'রিফ্লেক্টিভ'],
      ['Full-Colour', 'পুরো রঙিন'],
      ['Removable', 'সহজে তোলা যায় এমন'],
    ],
    themes: trades,
    features: [
      ['Cut to the shape of your design', 'আপনার ডিজাইনের আকারে কাটা'],
      ['For packaging, bags and bottles', 'প্যাকেট, ব্যাগ ও বোতলের জন্য'],
      ['Bright colours that do not fade', 'রং না ওঠা উজ্জ্বল রং'],
      ['Lasts through the monsoon', 'বর্ষাতেও টিকে থাকে'],
      ['Several designs in one order', 'এক অর্ডারে কয়েকটি ডিজাইন'],
    ],
    details: [
      ['Any shape and size', 'যেকোনো আকার ও মাপ'],
      ['Price depends on size and quantity', 'দাম মাপ ও সংখ্যার উপর নির্ভর করে'],
      ['Peels off in one piece', 'এক টানে উঠে আসে'],
    ],
    bulk: { min: [100, 200], step: 50, unit: ['stickers', 'স্টিকার'] },
  },
  {
    slug: 'letter-head',
    group: 'print',
    weight: 8,
    modes: { pack: 1 },
    breaks: 0.5,
    photos: 0,
    price: [500, 2500],
    titleEn: '{style} {noun} {theme}',
    titleBn: '{theme} {style} {noun}',
    nouns: [
      ['Letterhead', 'লেটারহেড'],
      ['A4 Letterhead', 'A4 লেটারহেড'],
      ['A5 Letterhead', 'A5 লেটারহেড'],
      ['Letter Pad', 'লেটার প্যাড'],
      ['Prescription Pad', 'প্রেসক্রিপশন প্যাড'],
      ['Letterhead and Envelope Set', 'লেটারহেড ও খামের সেট'],
    ],
    styles: [
      ['Multicolour', 'মাল্টিকালার'],
      ['Single-Colour', 'এক রঙের'],
      ['Two-Colour', 'দুই রঙের'],
      ['Premium Bond', 'প্রিমিয়াম বন্ড কাগজের'],
      ['Watermark', 'জলছাপ দেওয়া'],
      ['Textured', 'টেক্সচার্ড'],
      ['Recycled Paper', 'পুনর্ব্যবহৃত কাগজের'],
      ['Executive', 'এক্সিকিউটিভ'],
      ['Classic', 'ক্লাসিক'],
    ],
    themes: trades,
    features: [
      ['Full-colour letterhead on 100 GSM paper', '100 GSM কাগজে পুরো রঙিন লেটারহেড'],
      ['One-colour letterhead for bulk office use', 'অফিসে বেশি পরিমাণে ব্যবহারের জন্য এক রঙের লেটারহেড'],
      ['Your logo and address on bond paper', 'বন্ড কাগজে আপনার লোগো ও ঠিকানা'],
    ],
    details: [
      ['A4 size, 100 GSM bond paper', 'A4 মাপ, 100 GSM বন্ড কাগজ'],
      ['Full-colour print of your logo and contact details', 'আপনার লোগো ও যোগাযোগের তথ্য পুরো রঙে ছাপা'],
      ['A4 size, 80 GSM maplitho paper', 'A4 মাপ, 80 GSM ম্যাপলিথো কাগজ'],
      ['Best value for large office orders', 'অফিসের বড় অর্ডারে সবচেয়ে সাশ্রয়ী'],
    ],
    pack: { sizes: [100, 100, 1000], unit: ['letterheads', 'লেটারহেড'], price: [500, 2500] },
  },
  {
    slug: 'invitation-card',
    group: 'print',
    weight: 18,
    modes: { bulk: 0.95, onRequest: 0.05 },
    breaks: 0.42,
    photos: 0.2,
    price: [10, 60],
    titleEn: '{style} {theme} {noun}',
    titleBn: '{style} {theme} {noun}',
    nouns: [
      ['Invitation Card', 'নিমন্ত্রণ কার্ড'],
      ['Scroll Invitation', 'স্ক্রোল নিমন্ত্রণ কার্ড'],
      ['Boxed Invitation', 'বাক্সে ভরা নিমন্ত্রণ কার্ড'],
      ['Invitation Card with Envelope', 'খাম সহ নিমন্ত্রণ কার্ড'],
      ['Folded Invitation Card', 'ভাঁজ করা নিমন্ত্রণ কার্ড'],
      ['Laser-Cut Invitation Card', 'লেজার-কাট নিমন্ত্রণ কার্ড'],
    ],
    styles: [
      ['Gold Foil', 'সোনালি ফয়েলের'],
      ['Red and Gold', 'লাল-সোনালি'],
      ['Traditional', 'ঐতিহ্যবাহী'],
      ['Modern', 'আধুনিক'],
      ['Floral', 'ফুলের নকশার'],
      ['Alpana', 'আলপনা নকশার'],
      ['Photo', 'ছবি সহ'],
      ['Handmade Paper', 'হাতে তৈরি কাগজের'],
      ['Pastel', 'হালকা রঙের'],
      ['Royal', 'রাজকীয়'],
      ['Simple', 'সাদামাটা'],
      ['Embossed', 'এমবস করা'],
    ],
    themes: ceremonies,
    features: [
      ['Card with envelope, printed in full colour', 'খাম সহ কার্ড, পুরো রঙিন ছাপা'],
      ["Rice ceremony card with your baby's photo", 'আপনার শিশুর ছবি সহ অন্নপ্রাশনের কার্ড'],
      ['Bright party card with photo and details', 'ছবি ও বিবরণ সহ উজ্জ্বল পার্টি কার্ড'],
      ['Card with traditional motifs', 'ঐতিহ্যবাহী নকশা সহ কার্ড'],
      ['Card in red and gold', 'লাল ও সোনালি রঙে কার্ড'],
    ],
    details: [
      ['Text in Bengali, English or both', 'বাংলা, ইংরেজি বা দুই ভাষাতেই লেখা'],
      ['Envelope printed with the family name', 'খামে পরিবারের নাম ছাপা'],
      ['Sample card before the full order', 'পুরো অর্ডারের আগে নমুনা কার্ড'],
    ],
    bulk: { min: [100, 150], step: 50, unit: ['cards', 'কার্ড'] },
  },
  {
    slug: 'id-cards',
    group: 'print',
    weight: 10,
    modes: { bulk: 1 },
    breaks: 0.2,
    photos: 0,
    price: [20, 80],
    titleEn: '{style} {noun} {theme}',
    titleBn: '{theme} {style} {noun}',
    nouns: [
      ['PVC ID Card', 'PVC আইডি কার্ড'],
      ['ID Card with Lanyard', 'ল্যানইয়ার্ড সহ আইডি কার্ড'],
      ['Student ID Card', 'ছাত্রছাত্রীর আইডি কার্ড'],
      ['Employee ID Card', 'কর্মীর আইডি কার্ড'],
      ['Visitor Pass', 'ভিজিটর পাস'],
      ['Event Badge', 'অনুষ্ঠানের ব্যাজ'],
      ['RFID Access Card', 'RFID অ্যাক্সেস কার্ড'],
      ['Printed Lanyard', 'ছাপা ল্যানইয়ার্ড'],
    ],
    styles: [
      ['Single-Sided', 'এক পিঠে ছাপা'],
      ['Double-Sided', 'দুই পিঠে ছাপা'],
      ['Glossy', 'চকচকে'],
      ['Matt', 'ম্যাট'],
      ['Vertical', 'লম্বালম্বি'],
      ['Horizontal', 'আড়াআড়ি'],
      ['Premium', 'প্রিমিয়াম'],
      ['Economy', 'সাশ্রয়ী'],
    ],
    themes: trades,
    features: [
      ['Printed PVC card, holder and printed lanyard', 'ছাপা PVC কার্ড, হোল্ডার ও ছাপা ল্যানইয়ার্ড'],
      ['Photo, name and details printed on both sides', 'দুই পিঠেই ছবি, নাম ও বিবরণ ছাপা'],
      ['Photo ID printed on one side', 'এক পিঠে ছাপা ছবির পরিচয়পত্র'],
      ['Photo, class and guardian contact', 'ছবি, শ্রেণি ও অভিভাবকের ফোন নম্বর'],
    ],
    details: [
      ['Send a spreadsheet of names and photos', 'নাম ও ছবির তালিকা একটি স্প্রেডশিটে পাঠান'],
      ['Credit-card size, 0.76 mm PVC', 'ক্রেডিট কার্ডের মাপ, 0.76 মিমি PVC'],
      ['Lanyard in your colour', 'আপনার পছন্দের রঙে ল্যানইয়ার্ড'],
    ],
    bulk: { min: [50, 50, 100], step: 50 },
  },
  {
    slug: 'gifts',
    group: 'gift',
    weight: 22,
    modes: { each: 0.92, onRequest: 0.05, unavailable: 0.03 },
    breaks: 0,
    photos: 0.7,
    price: [179, 1800],
    titleEn: '{theme} {style} {noun}',
    titleBn: '{theme} {style} {noun}',
    nouns: [
      ['Ganesha Statue', 'গণেশ মূর্তি'],
      ['Photo Lamp', 'ফটো ল্যাম্প'],
      ['Heart Shape Lamp', 'হার্ট শেপ ল্যাম্প'],
      ['Rotating Photo Lamp', 'ঘুরন্ত ফটো ল্যাম্প'],
      ['Moon Lamp', 'চাঁদ ল্যাম্প'],
      ['Laptop Stand', 'ল্যাপটপ স্ট্যান্ড'],
      ['Spotify Plaque', 'স্পটিফাই প্লাক'],
      ['Mirror Frame', 'মিরর ফ্রেম'],
      ['Collage Frame', 'কোলাজ ফ্রেম'],
      ['Cushion', 'কুশন'],
      ['Photo Clock', 'ফটো ঘড়ি'],
      ['Name Plate', 'নামফলক'],
      ['Jewellery Box', 'গয়নার বাক্স'],
      ['Wallet', 'মানিব্যাগ'],
      ['Crystal Cube', 'ক্রিস্টাল কিউব'],
      ['Caricature Stand', 'ক্যারিকেচার স্ট্যান্ড'],
      ['Photo Puzzle', 'ফটো পাজল'],
      ['Vinyl Photo Frame', 'ভিনাইল ফটো ফ্রেম'],
    ],
    styles: [
      ['Customised', 'কাস্টম'],
      ['Name-Printed', 'নাম ছাপা'],
      ['LED', 'LED'],
      ['Wooden', 'কাঠের'],
      ['Acrylic', 'অ্যাক্রিলিক'],
      ['Gold-Finish', 'সোনালি ফিনিশের'],
      ['Satin', 'সাটিনের'],
      ['Velvet', 'ভেলভেটের'],
      ['Glow-in-the-Dark', 'অন্ধকারে জ্বলা'],
      ['Engraved', 'খোদাই করা'],
      ['Mini', 'ছোট'],
      ['Big', 'বড়'],
    ],
    themes: occasions,
    features: [
      ['Made with your photo and a message', 'আপনার ছবি ও শুভেচ্ছা বার্তা দিয়ে তৈরি'],
      ['Printed or engraved with a name', 'নাম ছাপা বা খোদাই করা'],
      ['A keepsake for someone you love', 'প্রিয়জনের জন্য স্মৃতি হয়ে থাকার মতো উপহার'],
      ['For a desk, a shelf or a bedside table', 'টেবিল, তাক বা বিছানার পাশের জন্য'],
    ],
    details: [
      ['Comes in a gift box', 'গিফট বক্সে আসে'],
      ['A name or message of up to 30 letters', '30 অক্ষর পর্যন্ত নাম বা বার্তা'],
      ['Wipe clean with a dry cloth', 'শুকনো কাপড়ে মুছে পরিষ্কার করুন'],
    ],
  },
  {
    slug: 'corporate-gifts',
    group: 'gift',
    weight: 12,
    modes: { each: 0.62, bulk: 0.08, onRequest: 0.3 },
    breaks: 0.6,
    photos: 0,
    price: [20, 1500],
    titleEn: '{theme} {style} {noun}',
    titleBn: '{theme} {style} {noun}',
    nouns: [
      ['Steel Water Bottle', 'স্টিলের জলের বোতল'],
      ['Coffee Mug', 'কফি মগ'],
      ['Polo Shirt', 'পোলো শার্ট'],
      ['Mousepad', 'মাউসপ্যাড'],
      ['Diary and Pen Set', 'ডায়েরি ও পেন সেট'],
      ['Desk Organiser', 'ডেস্ক অর্গানাইজার'],
      ['Laptop Bag', 'ল্যাপটপ ব্যাগ'],
      ['Power Bank', 'পাওয়ার ব্যাংক'],
      ['Medal', 'মেডেল'],
      ['Certificate', 'সার্টিফিকেট'],
      ['Table Clock', 'টেবিল ঘড়ি'],
      ['Umbrella', 'ছাতা'],
      ['Tote Bag', 'টোট ব্যাগ'],
      ['Welcome Kit', 'ওয়েলকাম কিট'],
    ],
    styles: [
      ['Logo', 'লোগো ছাপা'],
      ['Engraved', 'খোদাই করা'],
      ['Branded', 'ব্র্যান্ডেড'],
      ['Premium', 'প্রিমিয়াম'],
      ['Eco-Friendly', 'পরিবেশবান্ধব'],
      ['Black', 'কালো'],
      ['Navy Blue', 'গাঢ় নীল'],
      ['Silver', 'রুপোলি'],
      ['Maroon', 'মেরুন'],
      ['White', 'সাদা'],
    ],
    themes: corporateOccasions,
    features: [
      ['Printed with your company logo', 'আপনার কোম্পানির লোগো ছাপা'],
      ['For your team, clients and guests', 'আপনার টিম, ক্লায়েন্ট ও অতিথিদের জন্য'],
      ['Your logo and a message on each piece', 'প্রতিটিতে আপনার লোগো ও বার্তা'],
      ['Bulk orders packed piece by piece', 'বেশি সংখ্যার অর্ডার, প্রতিটি আলাদা প্যাক করা'],
    ],
    details: [
      ['Bulk prices for 50 pieces and more', '50টি বা তার বেশিতে পাইকারি দাম'],
      ['Each piece packed in its own box', 'প্রতিটি আলাদা বাক্সে প্যাক করা'],
      ['Names of your staff printed free', 'আপনার কর্মীদের নাম বিনা খরচে ছাপা'],
    ],
    bulk: { min: [10, 20, 50], step: 10, price: [20, 400] },
  },
  {
    slug: 'custom-mugs',
    group: 'gift',
    weight: 12,
    modes: { each: 0.92, options: 0.05, unavailable: 0.03 },
    breaks: 0,
    photos: 0.5,
    price: [180, 550],
    titleEn: '{theme} {style} {noun}',
    titleBn: '{theme} {style} {noun}',
    nouns: [
      ['Photo Mug', 'ফটো মগ'],
      ['Magic Colour-Changing Mug', 'ম্যাজিক রং-বদলানো মগ'],
      ['Heart-Handle Mug', 'হার্ট-আকারের হাতলের মগ'],
      ['Inner Colour Mug', 'ভেতরে রঙিন মগ'],
      ['Couple Mug Set', 'কাপল মগ সেট'],
      ['Travel Mug', 'ট্রাভেল মগ'],
      ['Latte Mug', 'লাতে মগ'],
      ['Kids Mug', 'বাচ্চাদের মগ'],
      ['Conical Mug', 'শঙ্কু আকারের মগ'],
      ['Enamel Mug', 'এনামেলের মগ'],
      ['Tea Cup and Saucer', 'চায়ের কাপ ও প্লেট'],
    ],
    styles: colours,
    themes: occasions,
    features: [
      ['Ceramic mug with your photo or text', 'আপনার ছবি বা লেখা সহ সিরামিক মগ'],
      ['Printed in bright colours that last', 'অনেক দিন টেকে এমন উজ্জ্বল রঙে ছাপা'],
      ['Your photo, a name or a message', 'আপনার ছবি, নাম বা শুভেচ্ছা বার্তা'],
      ['For tea, coffee or a desk full of pens', 'চা, কফি বা টেবিলে পেন রাখার জন্য'],
    ],
    details: [
      ['Dishwasher safe', 'ডিশওয়াশারে ধোয়া যায়'],
      ['Microwave safe', 'মাইক্রোওয়েভে ব্যবহার করা যায়'],
      ['Printed all the way round', 'চারদিক ঘিরে ছাপা'],
    ],
    optionSets: {
      default: [
        {
          options: [
            {
              name: ['Size', 'মাপ'],
              values: [
                ['325 mL', '325 মিলি'],
                ['450 mL', '450 মিলি'],
              ],
            },
          ],
        },
        { options: [colourOption([0, 1, 2, 3])] },
      ],
    },
  },
  {
    slug: 'photo-frames',
    group: 'gift',
    weight: 12,
    modes: { each: 0.62, options: 0.35, unavailable: 0.03 },
    breaks: 0,
    photos: 1,
    price: [130, 1800],
    titleEn: '{theme} {style} {noun}',
    titleBn: '{theme} {style} {noun}',
    nouns: [
      ['Photo Frame', 'ফটো ফ্রেম'],
      ['LED Photo Frame', 'LED ফটো ফ্রেম', 'led'],
      ['Collage Frame', 'কোলাজ ফ্রেম'],
      ['Folding Photo Frame', 'ভাঁজ করা ফটো ফ্রেম'],
      ['Table Photo Frame', 'টেবিল ফটো ফ্রেম'],
      ['Wall Photo Frame', 'দেওয়ালের ফটো ফ্রেম'],
      ['Mirror Photo Frame', 'মিরর ফটো ফ্রেম'],
      ['Acrylic Photo Block', 'অ্যাক্রিলিক ফটো ব্লক'],
      ['Washable Vinyl Photo Frame', 'ধোয়া যায় এমন ভিনাইল ফটো ফ্রেম'],
      ['Matt Photo Frame', 'ম্যাট ফটো ফ্রেম'],
    ],
    styles: [
      ['Wooden', 'কাঠের'],
      ['Teak-Finish', 'সেগুন কাঠের রঙের'],
      ['Black', 'কালো'],
      ['White', 'সাদা'],
      ['Golden', 'সোনালি'],
      ['Silver', 'রুপোলি'],
      ['Vintage', 'পুরোনো ধাঁচের'],
      ['Modern', 'আধুনিক'],
      ['Carved', 'খোদাই করা'],
      ['Slim', 'সরু'],
      ['Classic', 'ক্লাসিক'],
      ['Brown', 'খয়েরি'],
    ],
    themes: occasions,
    features: [
      ['Frame for your print, ready to hang', 'আপনার প্রিন্টের জন্য ফ্রেম, টাঙানোর জন্য তৈরি'],
      ['Your photo printed and framed', 'আপনার ছবি ছাপিয়ে ফ্রেমে বাঁধানো'],
      ['For a wall or a table', 'দেওয়াল বা টেবিলের জন্য'],
      ['With a message of your choice', 'আপনার পছন্দের বার্তা সহ'],
    ],
    details: [
      ['Glass front, hook for the wall', 'সামনে কাচ, দেওয়ালে টাঙানোর হুক'],
      ['Print included', 'প্রিন্ট সহ'],
      ['Stands on a table or hangs on a wall', 'টেবিলে দাঁড় করানো বা দেওয়ালে টাঙানো যায়'],
    ],
    optionSets: {
      default: [
        {
          options: [
            {
              name: ['Size', 'মাপ'],
              values: ['4x6', '5x7', '8x12', '10x15', '12x18'].map((s) => [s, s]),
            },
            {
              name: ['Moulding', 'ফ্রেমের চওড়া'],
              values: [
                ['1/2 inch', 'আধ ইঞ্চি'],
                ['1 inch', '1 ইঞ্চি'],
                ['1.5 inch', '1.5 ইঞ্চি'],
                ['With mount board', 'মাউন্ট বোর্ড সহ'],
              ],
            },
          ],
          pick: [3, 2],
          factors: [1, 1.3, 1.9, 3.4, 4.6],
        },
        {
          options: [{ name: ['Size', 'মাপ'], values: ['6x8', '8x10', '8x12', '10x12', '12x15'].map((s) => [s, s]) }],
          pick: [4],
          factors: [1, 1.4, 1.8, 2.3, 3],
        },
      ],
      led: [
        {
          options: [{ name: ['Size', 'মাপ'], values: ['8x12', '10x15', '12x18', '24x36'].map((s) => [s, s]) }],
          factors: [1, 1.55, 1.9, 7.6],
        },
      ],
    },
  },
  {
    slug: 'trophy',
    group: 'gift',
    weight: 8,
    modes: { each: 0.75, onRequest: 0.25 },
    breaks: 0,
    photos: 0,
    price: [150, 2500],
    titleEn: '{theme} {style} {noun}',
    titleBn: '{theme} {style} {noun}',
    nouns: [
      ['Acrylic Star Trophy', 'অ্যাক্রিলিক স্টার ট্রফি'],
      ['Cup Trophy', 'কাপ ট্রফি'],
      ['Wooden Plaque Memento', 'কাঠের প্লাক মেমেন্টো'],
      ['Crystal-Look Memento', 'ক্রিস্টাল-লুক মেমেন্টো'],
      ['Shield Trophy', 'শিল্ড ট্রফি'],
      ['Medal Set', 'মেডেল সেট'],
      ['Figure Trophy', 'মূর্তির ট্রফি'],
      ['Glass Award', 'কাচের পুরস্কার'],
    ],
    styles: [
      ['Gold', 'সোনালি'],
      ['Silver', 'রুপোলি'],
      ['Bronze', 'ব্রোঞ্জ রঙের'],
      ['Engraved', 'খোদাই করা'],
      ['Printed', 'ছাপা'],
      ['Large', 'বড়'],
      ['Small', 'ছোট'],
      ['Two-Tier', 'দুই থাকের'],
      ['Three-Tier', 'তিন থাকের'],
      ['Blue-Base', 'নীল বেসের'],
    ],
    themes: contests,
    features: [
      ['With a printed name plate', 'ছাপা নামফলক সহ'],
      ['Name and year engraved on the base', 'বেসে নাম ও সাল খোদাই করা'],
      ['For winners, teams and guests of honour', 'বিজয়ী, দল ও সম্মানিত অতিথিদের জন্য'],
      ['With your logo', 'আপনার লোগো সহ'],
    ],
    details: [
      ['Name and year engraved free', 'নাম ও সাল বিনা খরচে খোদাই'],
      ['Sizes from 8 to 24 inch', '8 থেকে 24 ইঞ্চি পর্যন্ত মাপ'],
      ['Bulk orders for tournaments', 'টুর্নামেন্টের জন্য বেশি সংখ্যায় অর্ডার'],
    ],
  },
  {
    slug: 'pen',
    group: 'gift',
    weight: 5,
    modes: { unavailable: 0.6, each: 0.3, bulk: 0.1 },
    breaks: 0,
    photos: 0,
    price: [20, 600],
    titleEn: '{theme} {style} {noun}',
    titleBn: '{theme} {style} {noun}',
    nouns: [
      ['Metal Ball Pen', 'মেটাল বল পেন'],
      ['Plastic Click Pen', 'প্লাস্টিক ক্লিক পেন'],
      ['Eco Paper Pen', 'ইকো পেপার পেন'],
      ['Gel Pen', 'জেল পেন'],
      ['Roller Pen', 'রোলার পেন'],
      ['Fountain Pen', 'ফাউন্টেন পেন'],
      ['Stylus Pen', 'স্টাইলাস পেন'],
      ['Pen Gift Set', 'পেনের গিফট সেট'],
      ['Bamboo Pen', 'বাঁশের পেন'],
    ],
    styles: [
      ['Engraved', 'খোদাই করা'],
      ['Logo', 'লোগো ছাপা'],
      ['Name-Printed', 'নাম ছাপা'],
      ['Black', 'কালো'],
      ['Blue', 'নীল'],
      ['Red', 'লাল'],
      ['Silver', 'রুপোলি'],
      ['Golden', 'সোনালি'],
      ['Maroon', 'মেরুন'],
      ['White', 'সাদা'],
    ],
    themes: corporateOccasions,
    features: [
      ['Printed with your name or logo', 'আপনার নাম বা লোগো ছাপা'],
      ['In a gift case', 'গিফট কেসে'],
      ['Writes smoothly, refills easily', 'মসৃণ লেখা, সহজে রিফিল করা যায়'],
    ],
    details: [
      ['Blue ink refill', 'নীল কালির রিফিল'],
      ['Gift case included', 'গিফট কেস সহ'],
      ['Logo printed on the clip', 'ক্লিপে লোগো ছাপা'],
    ],
    bulk: { min: [50, 100], step: 50 },
  },
  {
    slug: 'keychains',
    group: 'gift',
    weight: 7,
    modes: { each: 0.9, bulk: 0.07, unavailable: 0.03 },
    breaks: 0,
    photos: 0.5,
    price: [90, 350],
    titleEn: '{theme} {style} {noun}',
    titleBn: '{theme} {style} {noun}',
    nouns: [
      ['Photo Key Ring', 'ফটো কি-রিং'],
      ['Key Ring', 'কি-রিং'],
      ['Heart Key Ring', 'হার্ট কি-রিং'],
      ['Bottle Opener Key Ring', 'বোতল খোলার কি-রিং'],
      ['Name Key Ring', 'নামের কি-রিং'],
      ['Couple Key Ring Set', 'কাপল কি-রিং সেট'],
      ['Round Key Ring', 'গোল কি-রিং'],
      ['Oval Key Ring', 'ডিম্বাকার কি-রিং'],
      ['Rotating Photo Key Ring', 'ঘুরন্ত ফটো কি-রিং'],
    ],
    styles: [
      ['Metal', 'মেটাল'],
      ['Wooden', 'কাঠের'],
      ['Polymer', 'পলিমার'],
      ['Acrylic', 'অ্যাক্রিলিক'],
      ['Leather', 'চামড়ার'],
      ['Metallic', 'মেটালিক'],
      ['Golden', 'সোনালি'],
      ['Silver', 'রুপোলি'],
      ['Black', 'কালো'],
      ['Red', 'লাল'],
    ],
    themes: occasions,
    features: [
      ['With your photo, name or a date', 'আপনার ছবি, নাম বা তারিখ সহ'],
      ['Light, durable, printed both sides', 'হালকা, টেকসই, দুই পিঠে ছাপা'],
      ['A small gift that goes everywhere', 'সব জায়গায় সঙ্গে থাকে এমন ছোট উপহার'],
    ],
    details: [
      ['Split ring and chain included', 'রিং ও চেন সহ'],
      ['Photo printed both sides', 'দুই পিঠে ছবি ছাপা'],
      ['About 2 inch across', 'প্রায় 2 ইঞ্চি চওড়া'],
    ],
    bulk: { min: [2, 10], step: 2 },
  },
  {
    slug: 'tiles',
    group: 'gift',
    weight: 8,
    modes: { each: 0.97, unavailable: 0.03 },
    breaks: 0,
    photos: 1,
    price: [260, 900],
    titleEn: '{theme} {style} {noun}',
    titleBn: '{theme} {style} {noun}',
    nouns: [
      ['Ceramic Photo Tile', 'সিরামিক ফটো টাইল'],
      ['Stone Photo Slate', 'পাথরের ফটো স্লেট'],
      ['Heart Photo Tile', 'হার্ট ফটো টাইল'],
      ['Round Photo Tile', 'গোল ফটো টাইল'],
      ['Name Plate Tile', 'নামফলক টাইল'],
      ['Photo Tile Set', 'ফটো টাইল সেট'],
      ['Wall Photo Tile', 'দেওয়ালের ফটো টাইল'],
    ],
    styles: [
      ['6x8', '6x8'],
      ['8x8', '8x8'],
      ['8x10', '8x10'],
      ['8x12', '8x12'],
      ['12x12', '12x12'],
      ['Glossy', 'চকচকে'],
      ['Matt', 'ম্যাট'],
      ['Natural Stone', 'প্রাকৃতিক পাথরের'],
      ['White', 'সাদা'],
      ['Framed', 'ফ্রেমে বাঁধানো'],
    ],
    themes: occasions,
    features: [
      ['Your photo on a tile with a table stand', 'টেবিল স্ট্যান্ড সহ টাইলে আপনার ছবি'],
      ['Printed with colours that do not fade', 'রং না ওঠা ছাপা'],
      ['For a table or a wall', 'টেবিল বা দেওয়ালের জন্য'],
    ],
    details: [
      ['Table stand included', 'টেবিল স্ট্যান্ড সহ'],
      ['Wipe clean with a damp cloth', 'ভেজা কাপড়ে মুছে পরিষ্কার করুন'],
      ['Fade-proof print', 'রং না ওঠা ছাপা'],
    ],
  },
  {
    slug: 'tshirts',
    group: 'gift',
    weight: 14,
    modes: { options: 1 },
    breaks: 0,
    photos: 0.12,
    price: [199, 599],
    titleEn: '{theme} {style} {noun}',
    titleBn: '{theme} {style} {noun}',
    nouns: [
      ['Round Neck T-shirt', 'রাউন্ড নেক টি-শার্ট'],
      ['V-Neck T-shirt', 'ভি-নেক টি-শার্ট'],
      ['Polo Collar T-shirt', 'পোলো কলার টি-শার্ট'],
      ['Full Sleeve T-shirt', 'ফুল হাতা টি-শার্ট'],
      ['Oversized T-shirt', 'ওভারসাইজড টি-শার্ট'],
      ['Dry-Fit Sports T-shirt', 'ড্রাই-ফিট স্পোর্টস টি-শার্ট'],
      ['Kids T-shirt', 'বাচ্চাদের টি-শার্ট', 'kids'],
      ['Hoodie', 'হুডি'],
      ['Sweatshirt', 'সোয়েটশার্ট'],
      ['Couple T-shirt Set', 'কাপল টি-শার্ট সেট', 'couple'],
    ],
    styles: [
      ['Photo Print', 'ছবি ছাপা'],
      ['Name Print', 'নাম ছাপা'],
      ['Text Print', 'লেখা ছাপা'],
      ['Logo Print', 'লোগো ছাপা'],
      ['Cotton', 'সুতির'],
      ['Organic Cotton', 'অর্গানিক সুতির'],
      ['Printed', 'ছাপা'],
      ['Tie-Dye', 'টাই-ডাই'],
      ['Striped', 'ডোরাকাটা'],
      ['Graphic', 'গ্রাফিক'],
      ['Slogan', 'স্লোগান লেখা'],
      ['Cartoon', 'কার্টুন ছাপা'],
      ['Team', 'দলের'],
    ],
    themes: occasions,
    features: [
      ['Your print on the front', 'সামনে আপনার প্রিন্ট'],
      ['Soft fabric with a print that lasts', 'টেকসই প্রিন্ট সহ নরম কাপড়'],
      ['Your photo, names or a slogan', 'আপনার ছবি, নাম বা স্লোগান'],
      ['For teams, families and events', 'দল, পরিবার ও অনুষ্ঠানের জন্য'],
    ],
    details: [
      ['100% cotton, 180 GSM', '100% সুতি, 180 GSM'],
      ['Wash inside out in cold water', 'উল্টো করে ঠান্ডা জলে কাচুন'],
      ['Print does not crack or fade', 'ছাপা ফাটে না, রং ওঠে না'],
    ],
    optionSets: {
      default: shirtSizes,
      kids: [
        {
          options: [
            {
              name: ['Size', 'মাপ'],
              values: [
                ['2-3 years', '2-3 বছর'],
                ['4-5 years', '4-5 বছর'],
                ['6-8 years', '6-8 বছর'],
                ['9-10 years', '9-10 বছর'],
                ['11-12 years', '11-12 বছর'],
              ],
            },
          ],
        },
      ],
      couple: [
        {
          options: [
            { name: ['First T-shirt', 'প্রথম টি-শার্ট'], values: ['S', 'M', 'L', 'XL', 'XXL'].map((s) => [s, s]) },
            { name: ['Second T-shirt', 'দ্বিতীয় টি-শার্ট'], values: ['S', 'M', 'L', 'XL', 'XXL'].map((s) => [s, s]) },
          ],
        },
      ],
    },
  },
];

/**
 * The shares of each way of selling the generator aims at (of all products): the real
 * gift shop's, which these category mixes reproduce at a 25/75 print/gift split.
 */
export const targetShares = {
  pack: 0.064,
  area: 0.013,
  options: 0.141,
  onRequest: 0.103,
  unavailable: 0.038,
  breaks: 0.064,
};

/** The share of print products (the rest are gifts): 5,000 of 20,000. */
export const printShare = 0.25;

/** The share of products with detail lines (the real shop: 2 of 78; see the README of this folder). */
export const detailsShare = 0.25;

/** The share of products shown with two pictures rather than one. */
export const twoPicturesShare = 0.3;

/** The share of products with options whose variants are listed in variants.csv with prices of their own. */
export const explicitVariantsShare = 0.25;
