import { Banner, Button, Section, Text } from '@storefront/ui';
import { localeOfPath } from '../i18n/locale';
import { pageMeta } from '../seo/pageMeta';
import { crumbsJsonLd, shopJsonLd } from '../seo/structuredData';
import { m } from '../paraglide/messages.js';
import { shopIn } from '../data/shop.server';
import { aboutPageData } from '../lib/shopData';
import { frameIn, useFrame } from '../shop';
import type { Route } from './+types/about';

/** The about page's own data, built while prerendering. */
export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const shop = shopIn(locale);
  const jsonLd = [
    ...shopJsonLd(shop.profile, locale),
    crumbsJsonLd([{ name: m.aboutUs({}, { locale }), path: '/about-us' }], locale, shop.profile),
  ];
  return { ...aboutPageData(shop), jsonLd };
}

/** Title, description, language links, link previews and structured data of the about page. */
export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const locale = localeOfPath(location.pathname);
  const { profile } = frameIn(locale);
  const title = m.about_title({ shopName: profile.displayName }, { locale });
  return pageMeta({
    path: '/about-us',
    locale,
    profile,
    title,
    description: loaderData?.about.description,
    jsonLd: loaderData?.jsonLd,
  });
};

/**
 * About us (spec §2): info banner, welcome, history and mission, contact section,
 * delivery banner; the words are the shop's content (`content.yaml`, section `about`).
 */
export default function AboutRoute({ loaderData: { about } }: Route.ComponentProps) {
  const { profile } = useFrame();
  const { banner, welcome, contact, deliveryBanner } = about;
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

/** A failure on this page shows the shop's error page, with Try again and a way home. */
export { RouteErrorBoundary as ErrorBoundary } from '../components/PageError';
