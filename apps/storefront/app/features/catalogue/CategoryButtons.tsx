import { Button } from '@storefront/ui';
import { useFrame } from '../../shop';

/**
 * The way on from a page with nothing to show (an empty order list, no search results,
 * an unknown category or product): a button to every category in the shop's navigation,
 * after an optional first one to the home page.
 * @param home - the home button's words; no home button when left out
 */
export function CategoryButtons({ home }: { home?: string }) {
  const { navigation } = useFrame();
  return (
    <>
      {home !== undefined ? <Button href="/">{home}</Button> : null}
      {navigation.map((link) => (
        <Button key={link.href} href={link.href} tone="secondary" size="sm">
          {link.label}
        </Button>
      ))}
    </>
  );
}
