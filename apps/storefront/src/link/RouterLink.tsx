import { forwardRef } from 'react';
import { Link } from 'react-router';
import type { LinkProps } from '@mall/ui';
import { localizePath } from '../app/localePath.ts';
import { useLocale } from '../state/LocaleContext.tsx';

/**
 * The router link handed to @mall/ui: in-mall paths navigate without a
 * reload and get the current locale's prefix; absolute URLs and new-tab
 * links stay plain anchors.
 */
export const RouterLink = forwardRef<HTMLAnchorElement, LinkProps>(function RouterLink({ href, ...rest }, ref) {
  const { locale } = useLocale();
  const to = localizePath(href, locale);
  if (/^[a-z]+:/i.test(href) || href.startsWith('//')) return <a ref={ref} href={href} {...rest} />;
  if (rest.target === '_blank') return <a ref={ref} href={to} {...rest} />;
  return <Link ref={ref} to={to} {...rest} />;
});
