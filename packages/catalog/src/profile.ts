/**
 * Building the {@link ShopProfile} from a shop's defaults plus build-time overrides.
 * Spec §1 (contact details), §7 (messaging number).
 */
import type { ShopLocale } from './locale';
import type { DeliveryArea, ShopProfile } from './model';

/**
 * The documented placeholder WhatsApp number (India's country code and ten zeros).
 * While it is in use the site shows a notice and the production build warns.
 */
export const PLACEHOLDER_WHATSAPP_NUMBER = '910000000000';

/**
 * A WhatsApp number as click-to-chat wants it (E.164 without '+'): the country code
 * (not starting with 0) and number, 8 to 15 digits in all. The one definition, used by
 * the profile here and by `@storefront/order-link` before it builds a `wa.me` URL.
 */
export const WHATSAPP_NUMBER_PATTERN = /^[1-9]\d{7,14}$/;

/** True when `digits` matches {@link WHATSAPP_NUMBER_PATTERN} (e.g. '919876543210'). */
export function isWhatsAppNumber(digits: string): boolean {
  return WHATSAPP_NUMBER_PATTERN.test(digits);
}

/**
 * True when `delivery` covers the 6-digit `pinCode`: it starts with one of the area's
 * prefixes and none of its excluded ones ('700001' in West Bengal; '737101', Sikkim, not).
 */
export function deliversTo(delivery: DeliveryArea, pinCode: string): boolean {
  return (
    /^\d{6}$/.test(pinCode) &&
    delivery.pinCodePrefixes.some((prefix) => pinCode.startsWith(prefix)) &&
    !delivery.excludedPinCodePrefixes.some((prefix) => pinCode.startsWith(prefix))
  );
}

/** Thrown when a configured profile value is unusable; the message names the variable. */
export class ShopProfileError extends Error {
  override name = 'ShopProfileError';
}

/**
 * Normalises a WhatsApp number to the digits click-to-chat expects: country code
 * first, no '+', spaces, dashes or brackets ('+91 98765-43210' → '919876543210').
 * @throws ShopProfileError unless 8 to 15 digits (E.164) remain, or if it starts with 0.
 */
export function normaliseWhatsAppNumber(input: string, source = 'WhatsApp number'): string {
  const digits = input.replace(/[\s\-().+]/g, '');
  if (!isWhatsAppNumber(digits)) {
    throw new ShopProfileError(
      `${source} "${input}" must be the country code and number, digits only (e.g. 919876543210)`,
    );
  }
  return digits;
}

/**
 * The build-time variables that override a shop's default profile. All optional;
 * an empty string counts as unset.
 */
export interface ShopProfileEnv {
  readonly VITE_SHOP_NAME?: string;
  readonly VITE_SHOP_WHATSAPP?: string;
  readonly VITE_SHOP_EMAIL?: string;
  readonly VITE_SHOP_PHONE?: string;
  readonly VITE_SHOP_SOCIAL_URL?: string;
  readonly VITE_SHOP_VIDEO_URL?: string;
  /** The shop's public address, e.g. `https://prints.example.in` (canonical and hreflang links). */
  readonly VITE_SHOP_SITE_URL?: string;
  /** The language of the WhatsApp messages the staff receive, one of the shop's locales: 'en-IN' or 'bn-IN'. */
  readonly VITE_SHOP_ORDER_MESSAGE_LOCALE?: string;
}

/** The names of {@link ShopProfileEnv}, for documentation and build checks. */
export const shopProfileEnvKeys = [
  'VITE_SHOP_NAME',
  'VITE_SHOP_WHATSAPP',
  'VITE_SHOP_EMAIL',
  'VITE_SHOP_PHONE',
  'VITE_SHOP_SOCIAL_URL',
  'VITE_SHOP_VIDEO_URL',
  'VITE_SHOP_SITE_URL',
  'VITE_SHOP_ORDER_MESSAGE_LOCALE',
] as const;

/** @throws ShopProfileError when `value` is not one of the shop's `locales`. */
function messageLocaleOf(value: string | undefined, locales: readonly ShopLocale[]): ShopLocale | undefined {
  const given = set(value);
  if (given === undefined) return undefined;
  const locale = locales.find((candidate) => candidate === given);
  if (!locale) {
    throw new ShopProfileError(
      `VITE_SHOP_ORDER_MESSAGE_LOCALE "${given}" must be one of the shop's locales: ${locales.join(', ')}`,
    );
  }
  return locale;
}

function set(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function url(value: string | undefined, name: string): string | undefined {
  const given = set(value);
  if (given === undefined) return undefined;
  if (!/^https?:\/\/[^\s]+$/i.test(given)) {
    throw new ShopProfileError(`${name} "${given}" must be an http(s) URL`);
  }
  return given;
}

/**
 * `value` as a site's public address: an http(s) URL without query or fragment, written
 * without a trailing slash ('https://prints.example.in/' → 'https://prints.example.in').
 * @throws ShopProfileError for anything else, naming `name`.
 */
export function siteAddress(value: string, name: string): string {
  let parsed: URL | undefined;
  try {
    parsed = new URL(value);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.search || parsed.hash) {
    throw new ShopProfileError(`${name} "${value}" must be the site's http(s) address, e.g. https://prints.example.in`);
  }
  return `${parsed.origin}${parsed.pathname}`.replace(/\/+$/, '');
}

/**
 * The profile with any overrides from `env` applied. The WhatsApp number is
 * normalised and `isPlaceholderContact` recomputed, so a shop can never send
 * orders to `wa.me/undefined`.
 * @throws ShopProfileError when an override is malformed (bad number, email or URL).
 */
export function resolveShopProfile(defaults: ShopProfile, env: ShopProfileEnv = {}): ShopProfile {
  const whatsAppNumber = normaliseWhatsAppNumber(
    set(env.VITE_SHOP_WHATSAPP) ?? defaults.whatsAppNumber,
    set(env.VITE_SHOP_WHATSAPP) ? 'VITE_SHOP_WHATSAPP' : 'WhatsApp number',
  );
  const email = set(env.VITE_SHOP_EMAIL) ?? defaults.email;
  if (email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new ShopProfileError(`VITE_SHOP_EMAIL "${email}" is not an email address`);
  }
  return {
    ...defaults,
    displayName: set(env.VITE_SHOP_NAME) ?? defaults.displayName,
    whatsAppNumber,
    isPlaceholderContact: whatsAppNumber === PLACEHOLDER_WHATSAPP_NUMBER,
    email,
    phone: set(env.VITE_SHOP_PHONE) ?? defaults.phone,
    socialUrl: url(env.VITE_SHOP_SOCIAL_URL, 'VITE_SHOP_SOCIAL_URL') ?? defaults.socialUrl,
    videoChannelUrl: url(env.VITE_SHOP_VIDEO_URL, 'VITE_SHOP_VIDEO_URL') ?? defaults.videoChannelUrl,
    ...(set(env.VITE_SHOP_ORDER_MESSAGE_LOCALE)
      ? { orderMessageLocale: messageLocaleOf(env.VITE_SHOP_ORDER_MESSAGE_LOCALE, defaults.locales ?? ['en-IN']) }
      : {}),
    ...(set(env.VITE_SHOP_SITE_URL) || defaults.siteUrl
      ? {
          siteUrl: siteAddress(
            set(env.VITE_SHOP_SITE_URL) ?? defaults.siteUrl!,
            set(env.VITE_SHOP_SITE_URL) ? 'VITE_SHOP_SITE_URL' : 'siteUrl',
          ),
        }
      : {}),
  };
}
