export { Link, type LinkProps } from './Link';
export {
  ContextLink,
  LinkProvider,
  useLinkComponent,
  type LinkComponent,
  type LinkComponentProps,
} from './LinkProvider';
export { visuallyHidden } from './Link.css';
