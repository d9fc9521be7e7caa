export { newTabLabel, Link, type LinkProps } from './Link';
export {
  ContextLink,
  LinkProvider,
  useLinkComponent,
  type LinkComponent,
  type LinkComponentProps,
  type LinkProviderProps,
} from './LinkProvider';
