import {
  createContext,
  createElement,
  forwardRef,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type Ref,
} from 'react';

/**
 * Props every link component receives: an `href` (site path or absolute URL) and
 * optional history `state` to carry to the next page (spec §2: Buy Now carries the product).
 */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  /** A site path (`/product/mugs`), an in-page `#anchor` or an absolute URL (`mailto:`, `https:`). */
  href: string;
  /** History state to carry to the next page (spec §2: Buy Now carries the product). */
  state?: unknown;
  /** The underlying `<a>`. */
  ref?: Ref<HTMLAnchorElement>;
};

/** A component that renders a link, e.g. an adapter around a router's `Link`. */
export type LinkComponent = ComponentType<LinkComponentProps>;

const PlainAnchor = forwardRef<HTMLAnchorElement, LinkComponentProps>(function PlainAnchor(
  { state: _state, ...props },
  ref,
) {
  // Children arrive in `props`.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a ref={ref} {...props} />;
});

const LinkContext = createContext<LinkComponent>(PlainAnchor);

/** Props of {@link LinkProvider}. */
export interface LinkProviderProps {
  /** Renders every ui link, e.g. an adapter around react-router's `Link`. */
  component: LinkComponent;
  /** The part of the app whose links it renders. */
  children: React.ReactNode;
}

/**
 * Tells every ui link how to navigate inside the app (e.g. with react-router), so
 * components stay router-agnostic. Without it, links are plain anchors.
 */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** The link component set by the nearest {@link LinkProvider}. */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkContext);
}

/**
 * Renders the link component set by the nearest {@link LinkProvider} with `props`:
 * what every ui component uses for its links.
 */
export function ContextLink(props: LinkComponentProps) {
  return createElement(useLinkComponent(), props);
}
