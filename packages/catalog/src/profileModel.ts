/**
 * Who a shop is and where it delivers: the shop profile model (spec §1, §7),
 * part of the model every shop shares (re-exported by `model.ts`).
 */
import type { ShopLocale } from './locale';
import type { Picture } from './model';

/**
 * Where a shop delivers, for its order form: the state and country it pre-fills, and the
 * PIN codes it delivers to, as prefixes (West Bengal: 70–74) minus excluded prefixes
 * (737 Sikkim, 744 Andaman and Nicobar share that range).
 */
export interface DeliveryArea {
  /** The state's name in the page's locale ('West Bengal'; 'পশ্চিমবঙ্গ' once localised). */
  readonly state: string;
  /** The country's name in the page's locale ('India'; 'ভারত' once localised). */
  readonly country: string;
  /** The country's ISO 3166-1 alpha-2 code, e.g. 'IN' (structured data for search engines). */
  readonly countryCode?: string;
  /** PIN code prefixes delivered to, e.g. ['70', '71', '72', '73', '74']. */
  readonly pinCodePrefixes: readonly string[];
  /** Prefixes inside those that are not delivered to, e.g. ['737', '744']. */
  readonly excludedPinCodePrefixes: readonly string[];
}

/** The words of a {@link ShopProfile} in one of the shop's other locales. */
export interface ProfileTranslation {
  /** The tagline, e.g. 'পশ্চিমবঙ্গে কাস্টম প্রিন্টিং আর উপহার'. */
  readonly tagline?: string;
  /** The delivery state's name, e.g. 'পশ্চিমবঙ্গ' for 'West Bengal'. */
  readonly state?: string;
  /** The delivery country's name, e.g. 'ভারত' for 'India'. */
  readonly country?: string;
  /** The search examples, e.g. ['মগ', 'ভিজিটিং কার্ড'] for ['mugs', 'visiting cards']. */
  readonly searchExamples?: readonly string[];
  /** The hint under an order line's note, e.g. 'যে নাম, তারিখ বা কথা ছাপা হবে'. */
  readonly orderNoteHint?: string;
}

/**
 * The shop's identity: who the shop is and where orders go (spec §1, §7). Only the
 * name, number, logo and copyright year are needed by every shop; the rest is there
 * for shops whose pages show it.
 */
export interface ShopProfile {
  readonly displayName: string;
  /** Digits only, country code first (e.g. '919876543210'). */
  readonly whatsAppNumber: string;
  /** True while the documented placeholder number is in use (computed, never written in data). */
  readonly isPlaceholderContact: boolean;
  readonly logo: Picture;
  /** Year printed in the footer's copyright line (spec §9: 2024). */
  readonly copyrightYear: number;
  /** One line for page titles, e.g. 'Custom printing and personalised gifts in West Bengal'. */
  readonly tagline?: string;
  readonly email?: string;
  /** Phone as shown to people, e.g. '+91 98765 43210'. */
  readonly phone?: string;
  /** The shop's PIN code, e.g. '732103'. */
  readonly postalCode?: string;
  readonly socialUrl?: string;
  readonly videoChannelUrl?: string;
  /**
   * The shop's public address without a trailing slash, e.g. 'https://prints.example.in':
   * canonical and hreflang links are absolute on it. Without it they are site paths.
   */
  readonly siteUrl?: string;
  /** The year the shop opened, e.g. 2015: the about page's founding year and its years in the trade (`{yearsInTrade}`) both come from it. */
  readonly foundedYear?: number;
  /** Offline customers served, e.g. 10000 (shown as '10,000'). */
  readonly customerCount?: number;
  /**
   * What shoppers of this shop typically search for, e.g. ['mugs', 'visiting cards'] (the
   * shop's own words): the search box's placeholder ('Search: mugs, visiting cards…')
   * and the empty search page's examples. Without them the app says 'Search the shop…'.
   */
  readonly searchExamples?: readonly string[];
  /**
   * The hint under each order list line's personalisation note, in the shop's own words: what
   * it personalises, e.g. 'The name, date or words to print' for a print shop (at most 80
   * characters; `orderNoteHint` and its twins in profile.yaml). Without it the note has no hint.
   */
  readonly orderNoteHint?: string;
  /** Where the shop delivers (pre-fills the order form and checks PIN codes). */
  readonly delivery?: DeliveryArea;
  /**
   * The shop's locales, the first being the language its data files are
   * written in; each other one needs every product, category and navigation text in
   * its columns. Default `['en-IN']`.
   */
  readonly locales?: readonly ShopLocale[];
  /**
   * The language of the WhatsApp messages shoppers send: the shop's staff
   * read them, so it is the shop's choice, not the page's. Default 'en-IN'.
   */
  readonly orderMessageLocale?: ShopLocale;
  /**
   * The last line of the shop's WhatsApp messages in each locale it writes one for (the
   * shop's own words; `orderMessageClosing` in the data's language and its twin in each other
   * locale, e.g. `orderMessageClosing_bn`, in profile.yaml), e.g. `{ 'bn-IN': 'অর্ডারটা কনফার্ম করে কবে তৈরি
   * হবে জানাবেন। ধন্যবাদ!' }`. The message's language picks one; without it the language's
   * closing line in `@storefront/order-link` ends the message. At most 160 characters each.
   */
  readonly orderMessageClosing?: Readonly<Partial<Record<ShopLocale, string>>>;
  /**
   * The profile's words in the shop's other locales (their `_<language>` twins in profile.yaml:
   * `tagline_bn`, `searchExamples_bn`, `delivery.state_bn` and `delivery.country_bn`; a Bengali
   * page and a Bengali order message say পশ্চিমবঙ্গ and ভারত, not 'West Bengal', 'India').
   */
  readonly translations?: Partial<Record<ShopLocale, ProfileTranslation>>;
}
