import { Button, EmptyState } from '@storefront/ui';
import { profile } from '../shop';
import type { Route } from './+types/not-found';

/** Title of the not-found page. */
export const meta: Route.MetaFunction = () => [{ title: `Page not found — ${profile.displayName}` }];

/** Any unknown address: say so and lead back into the shop. */
export default function NotFoundRoute() {
  return (
    <EmptyState
      heading="Page not found"
      text="The address may be mistyped, or the page has moved. Everything we sell is a tap away:"
      actions={
        <>
          <Button href="/">Go to the home page</Button>
          <Button href="/about-us" tone="secondary">
            About us
          </Button>
        </>
      }
    />
  );
}
