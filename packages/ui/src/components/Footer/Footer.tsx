import { visuallyHidden } from '../../private/visuallyHidden.css';
import { Button } from '../Button';
import { Inline } from '../Inline';
import { Link } from '../Link';
import { Text } from '../Text';
import { SocialIconGlyph, type SocialIcon } from './icons';
import * as styles from './Footer.css';
import { m } from '../../paraglide/messages.js';

/** A Follow Us link. */
export interface SocialLink {
  /** What the link opens, for screen readers (the icon has no words), e.g. 'Malda Prints on Facebook'. */
  label: string;
  /** The page's absolute URL; it opens in a new tab. */
  href: string;
  /** Which icon to draw. */
  icon: SocialIcon;
}

/** Props of {@link Footer}. */
export interface FooterProps {
  /** The page-dependent button (spec §2: 'About Us' on the home page, 'Go Back to Home' elsewhere). */
  action: { label: string; href: string };
  /** The copyright line, e.g. '© 2024 Ma Tara Prints. All rights reserved.' */
  copyright: string;
  /** The words before the icons. Default 'Follow Us'. */
  followLabel?: string;
  /** The Follow Us links; none hides nothing else. */
  socialLinks: readonly SocialLink[];
  /** What screen readers hear after each link's label. Default '(opens in a new tab)'. */
  newTabLabel?: string;
}

/** The page footer (spec §2): action button, copyright, Follow Us links opening in a new tab. */
export function Footer({
  action,
  copyright,
  followLabel = m.common_followUs(),
  socialLinks,
  newTabLabel,
}: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <Button href={action.href} tone="accent">
          {action.label}
        </Button>
        <div className={styles.follow}>
          <span>{followLabel}</span>
          <Inline space="xs">
            {socialLinks.map((link) => (
              <Link
                key={link.href}
                external
                tone="plain"
                className={styles.socialLink}
                href={link.href}
                newTabLabel={newTabLabel}
              >
                <SocialIconGlyph icon={link.icon} />
                <span className={visuallyHidden}>{link.label}</span>
              </Link>
            ))}
          </Inline>
        </div>
        <Text size="sm" tone="inherit">
          {copyright}
        </Text>
      </div>
    </footer>
  );
}
