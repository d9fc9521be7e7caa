import type { ReactNode } from 'react';
import { Link } from '../components/Link';
import { Heading } from '../components/Text';

/** Props of {@link ProductTitle}. */
export interface ProductTitleProps {
  /** The heading's level in the page outline. */
  level: 2 | 3 | 4;
  /** The product's own page; the title links there when given. */
  href?: string;
  /** The heading's id, e.g. to label the card or line it names. */
  id?: string;
  /** The product's title. */
  children: ReactNode;
}

/** A product's title on a card or a list line: a small heading that links to the product's page. */
export function ProductTitle({ level, href, id, children }: ProductTitleProps) {
  return (
    <Heading id={id} level={level} size="md">
      {href ? (
        <Link href={href} tone="plain">
          {children}
        </Link>
      ) : (
        children
      )}
    </Heading>
  );
}
