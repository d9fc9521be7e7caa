import type { LinkComponentProps } from '@storefront/ui';
import { Link } from 'react-router';
import { keepsScrollPosition } from '../shop';

/** Lets `@storefront/ui` links navigate with react-router, carrying history `state`. */
export function RouterLink({ href, state, ref, ...props }: LinkComponentProps) {
  return <Link ref={ref} to={href} state={state} preventScrollReset={keepsScrollPosition(href)} {...props} />;
}
