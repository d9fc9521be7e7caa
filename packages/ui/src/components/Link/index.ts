export { Link, type LinkProps } from './Link';
export { LinkProvider, useLinkComponent, type LinkComponent, type LinkComponentProps } from './LinkProvider';
export { visuallyHidden } from './Link.css';
