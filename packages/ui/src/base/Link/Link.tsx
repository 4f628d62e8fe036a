import styled from '@emotion/styled';
import { forwardRef } from 'react';
import { useLinkComponent, type LinkProps } from '../../provider/link.tsx';
import { focusRing } from '../../theme/theme.ts';

export interface TextLinkProps extends LinkProps {
  /** muted: grey text that turns red on hover (nav, footers); brand: red text. */
  tone?: 'muted' | 'brand' | 'inherit';
}

/**
 * A link rendered with the app's router link (see `MallProvider linkComponent`),
 * styled for text. Use it for every in-mall navigation so the app decides how
 * paths are followed and prefixed.
 */
export const Link = forwardRef<HTMLAnchorElement, TextLinkProps>(function Link({ tone = 'inherit', ...props }, ref) {
  const Component = useLinkComponent();
  return <Styled as={Component} ref={ref} tone={tone} {...props} />;
});

// `as` renders the app's link component, which would pass `tone` on to the DOM: keep it here.
// (`as` must be listed too: a custom filter that lets it through makes Emotion ignore it.)
const Styled = styled('a', { shouldForwardProp: (prop) => prop !== 'tone' && prop !== 'as' })<{ tone: 'muted' | 'brand' | 'inherit' }>`
  color: ${(p) => (p.tone === 'brand' ? p.theme.color.brand : p.tone === 'muted' ? p.theme.color.textMuted : 'inherit')};
  text-decoration: none;
  &:hover {
    color: ${(p) => p.theme.color.brand};
  }
  ${focusRing}
`;
