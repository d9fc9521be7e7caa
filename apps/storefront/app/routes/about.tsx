import { Banner, Button, Section, Text } from '@storefront/ui';
import { catalogue, profile } from '../shop';
import type { Route } from './+types/about';

/** Title and description of the about page. */
export const meta: Route.MetaFunction = () => [
  { title: `About us — ${profile.displayName}` },
  { name: 'description', content: `${profile.displayName}: a print shop in West Bengal since ${profile.foundedYear}.` },
];

/** About us (spec §2): info banner, welcome, history and mission, contact section, delivery banner. */
export default function AboutRoute() {
  const { aboutInfo, contact, fastDelivery } = catalogue.banners;
  const whatsApp = `https://wa.me/${profile.whatsAppNumber}`;
  return (
    <>
      <Banner
        heading={`About ${profile.displayName}`}
        text={aboutInfo.text}
        image={aboutInfo.image}
        headingLevel={1}
        priority
      />
      <Section heading={`Welcome to ${profile.displayName}`}>
        <Text>
          We opened our doors in {profile.foundedYear} as a small print shop (PIN {profile.postalCode}) and have spent{' '}
          {profile.yearsInIndustry}+ years in the print industry since. More than{' '}
          {profile.customerCount.toLocaleString('en-IN')} customers have visited our counter for visiting cards, wedding
          invitations, banners and photo gifts.
        </Text>
        <Text>
          Our mission is simple: make printing personal and affordable. You can order from a single item — one mug, one
          frame — or in bulk for your office, and we deliver to every reachable PIN code in West Bengal.
        </Text>
      </Section>
      <Section heading={contact.heading} intro={contact.text}>
        <Text>
          Phone: {profile.phone} · Email: {profile.email}
        </Text>
        <div>
          <Button href={whatsApp}>Message us on WhatsApp</Button>
        </div>
      </Section>
      <Banner heading={fastDelivery.heading} text={fastDelivery.text} image={fastDelivery.image} />
    </>
  );
}
