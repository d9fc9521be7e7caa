import { Button } from '../Button';
import { visuallyHidden } from '../Link/Link.css';
import { SocialIconGlyph, type SocialIcon } from './icons';
import * as styles from './Footer.css';

/** A Follow Us link: accessible `label`, external `href`, and which `icon` to draw. */
export interface SocialLink {
  label: string;
  href: string;
  icon: SocialIcon;
}

/**
 * Props of {@link Footer}: the page-dependent `action` button (spec §2: 'About Us' on
 * the home page, 'Go Back to Home' elsewhere), the `copyright` line, the Follow Us links.
 */
export interface FooterProps {
  action: { label: string; href: string };
  copyright: string;
  followLabel?: string;
  socialLinks: readonly SocialLink[];
  newTabLabel?: string;
}

/** The page footer (spec §2): action button, copyright, Follow Us links opening in a new tab. */
export function Footer({
  action,
  copyright,
  followLabel = 'Follow Us',
  socialLinks,
  newTabLabel = '(opens in a new tab)',
}: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <Button href={action.href} tone="accent">
          {action.label}
        </Button>
        <div className={styles.follow}>
          <span>{followLabel}</span>
          <ul className={styles.socialList}>
            {socialLinks.map((link) => (
              <li key={link.href}>
                <a className={styles.socialLink} href={link.href} target="_blank" rel="noopener noreferrer">
                  <SocialIconGlyph icon={link.icon} />
                  <span className={visuallyHidden}>
                    {link.label} {newTabLabel}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <p className={styles.copyright}>{copyright}</p>
      </div>
    </footer>
  );
}
