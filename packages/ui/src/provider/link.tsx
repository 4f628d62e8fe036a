import { createContext, forwardRef, useContext, type AnchorHTMLAttributes, type ComponentType, type Ref } from 'react';

/** Props every link component receives: an anchor's props with a required `href`. */
export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; ref?: Ref<HTMLAnchorElement> };

/** A plain anchor: the default when the app gives no router link. */
const Anchor = forwardRef<HTMLAnchorElement, LinkProps>(function Anchor(props, ref) {
  return <a ref={ref} {...props} />;
});

/**
 * The component @mall/ui renders links with. The app passes its router's link
 * (client-side navigation, locale prefix) through `MallProvider linkComponent`;
 * the library itself never routes.
 */
export const LinkContext = createContext<ComponentType<LinkProps>>(Anchor);

/** The link component of the app. */
export function useLinkComponent(): ComponentType<LinkProps> {
  return useContext(LinkContext);
}
