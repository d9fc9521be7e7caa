/** The footer's Follow Us links, from the shop's profile (spec §2 footer). */
import type { ShopProfile } from '@storefront/catalog';
import type { SocialLink } from '@storefront/ui';
import { m } from '../paraglide/messages.js';

/**
 * Follow Us links (spec §2 footer) for the ones `profile` has: its social page and its video
 * channel, each labelled with the shop's name in the page's language; `[]` when it has neither.
 */
export function socialLinks(profile: ShopProfile): SocialLink[] {
  const shopName = profile.displayName;
  return [
    ...(profile.socialUrl
      ? [{ label: m.footer_social({ shopName }), href: profile.socialUrl, icon: 'social' as const }]
      : []),
    ...(profile.videoChannelUrl
      ? [{ label: m.footer_video({ shopName }), href: profile.videoChannelUrl, icon: 'video' as const }]
      : []),
  ];
}
