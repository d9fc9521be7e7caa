import { Banner, Button, Section, Text } from '@storefront/ui';
import { localeOfPath } from '../i18n/locale';
import { languageLinks } from '../i18n/meta';
import { m } from '../paraglide/messages.js';
import { shopIn, useShop } from '../shop';
import type { Route } from './+types/about';

/** Title, description and language links of the about page (issue 11). */
export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  const { content, profile } = shopIn(locale);
  return [
    { title: m.about_title({ shopName: profile.displayName }, { locale }) },
    ...(content.about?.description ? [{ name: 'description', content: content.about.description }] : []),
    ...languageLinks('/about-us', locale, profile.siteUrl),
  ];
};

/**
 * About us (spec §2): info banner, welcome, history and mission, contact section,
 * delivery banner; the words are the shop's content (`content.yaml`, section `about`).
 */
export default function AboutRoute() {
  const { content, profile } = useShop();
  const { banner, welcome, contact, deliveryBanner } = content.about ?? {};
  const reach = [
    profile.phone && m.about_phone({ phone: profile.phone }),
    profile.email && m.about_email({ email: profile.email }),
  ].filter(Boolean);
  return (
    <>
      {banner ? <Banner {...banner} headingLevel={1} priority /> : null}
      {welcome ? (
        <Section heading={welcome.heading} headingLevel={banner ? 2 : 1}>
          {welcome.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Section>
      ) : null}
      <Section heading={contact?.heading ?? m.about_contact()} intro={contact?.text}>
        {reach.length > 0 ? <Text>{reach.join(' · ')}</Text> : null}
        <div>
          <Button href={`https://wa.me/${profile.whatsAppNumber}`}>{m.about_whatsApp()}</Button>
        </div>
      </Section>
      {deliveryBanner ? <Banner {...deliveryBanner} /> : null}
    </>
  );
}
