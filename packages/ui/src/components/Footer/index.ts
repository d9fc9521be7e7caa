export { Footer, type FooterProps, type SocialLink } from './Footer';
export type { SocialIcon } from './icons';
