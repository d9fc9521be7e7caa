import { Banner, Button, Section, Text } from '@storefront/ui';
import { content, profile } from '../shop';
import type { Route } from './+types/about';

/** Title and description of the about page. */
export const meta: Route.MetaFunction = () => [
  { title: `About us — ${profile.displayName}` },
  ...(content.about?.description ? [{ name: 'description', content: content.about.description }] : []),
];

/**
 * About us (spec §2): info banner, welcome, history and mission, contact section,
 * delivery banner; the words are the shop's content (`content.yaml`, section `about`).
 */
export default function AboutRoute() {
  const { banner, welcome, contact, deliveryBanner } = content.about ?? {};
  const reach = [profile.phone && `Phone: ${profile.phone}`, profile.email && `Email: ${profile.email}`].filter(
    Boolean,
  );
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
      <Section heading={contact?.heading ?? 'Contact us'} intro={contact?.text}>
        {reach.length > 0 ? <Text>{reach.join(' · ')}</Text> : null}
        <div>
          <Button href={`https://wa.me/${profile.whatsAppNumber}`}>Message us on WhatsApp</Button>
        </div>
      </Section>
      {deliveryBanner ? <Banner {...deliveryBanner} /> : null}
    </>
  );
}
