/**
 * Pieces shared by the headers of the family ({@link Header}, the plain
 * header) and their menus: the 1200 px column, the thin top bar, text
 * buttons, the avatar, the logo and cart links, and the dropdown panel.
 * Internal to the family.
 * @see spec §2 Header, §1 (page width 1200 px)
 */
import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { ShoppingCart, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CountBadge } from '../base/CountBadge/CountBadge.tsx';
import { Link } from '../base/Link/Link.tsx';
import { Skeleton } from '../base/Skeleton/Skeleton.tsx';
import { focusRing } from '../theme/theme.ts';
import type { HeaderKeyword } from './SearchBox/SearchBox.tsx';
import type { HeaderUser } from './UserMenu/UserMenu.tsx';
import { VisuallyHidden } from '../base/VisuallyHidden/VisuallyHidden.tsx';

/**
 * Where the headers link unless told otherwise: the provider's PC paths
 * (spec §2), so a mall on those paths passes no links at all.
 */
export const HEADER_DEFAULT_HREFS = {
  home: '/',
  cart: '/order/shopping_cart',
  orders: '/users/order_list?orderStatus=1',
  refunds: '/users/refund_list',
  reviews: '/users/evaluation_list',
  merchantApply: '/users/merchant_settled?menuCur=70',
} as const;

/** Where a category of the 全部商品分类 menu leads unless told otherwise: the search page with its `cid` (spec §2). */
export function defaultCategoryHref(cid: number): string {
  return `/goods/goods_search?cid=${cid}`;
}

/**
 * Props every header of the family takes (logo, search, cart, user area, my
 * orders). Only the logo, the shopper and the three callbacks are required;
 * links default to {@link HEADER_DEFAULT_HREFS}.
 */
export interface HeaderBaseProps {
  /** Logo picture (the cached home data's `logoUrl`). */
  logoUrl: string;
  /** Where the logo and 首页 lead; `/` by default. */
  homeHref?: string;
  /** Hot search keywords; the first three are shown as chips (none by default). */
  keywords?: HeaderKeyword[];
  /** Text to start the search box with (e.g. the current search's `title`). */
  searchValue?: string;
  /** Called with the trimmed search text (may be '') on Enter or 搜索, or with a chip's title. */
  onSearch: (text: string) => void;
  /** Items in the cart (the badge shows 99+ above 99); 0 by default. */
  cartCount?: number;
  /** The cart page; `/order/shopping_cart` by default. */
  cartHref?: string;
  /** The signed-in shopper, or null for a guest. */
  user: HeaderUser | null;
  /** The session is still being checked: a placeholder instead of the user area and no cart badge. */
  loading?: boolean;
  /** The guest's 请登录 button: open the sign-in dialog. */
  onSignIn: () => void;
  /** My orders; `/users/order_list?orderStatus=1` by default (spec §2). */
  ordersHref?: string;
}

/** The 1200 px content column (theme.layout.pageWidth), centred, laid out in a row. */
export const Inner = styled.div`
  width: ${(p) => p.theme.layout.pageWidth}px;
  max-width: 100%;
  margin: 0 auto;
  display: flex;
  align-items: center;
`;

/** The thin grey bar at the very top (32 px). */
const TopBar = styled.div`
  height: 32px;
  background: ${(p) => p.theme.color.page};
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  font-size: ${(p) => p.theme.font.size.xs}px;
  color: ${(p) => p.theme.color.textMuted};
  > div {
    height: 100%;
  }
`;

const TopNav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  height: 100%;
`;

const TopGroup = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[4]}px;
  min-width: 0;
  height: 100%;
`;

/**
 * The thin top bar on the 1200 px column, as a navigation (快捷导航): 首页
 * then `start` on the left, `end` on the right. Put a {@link Divider}
 * between items.
 */
export function TopBarLayout({ homeHref, start, end }: { homeHref: string; start?: ReactNode; end: ReactNode }) {
  const intl = useIntl();
  return (
    <TopBar>
      <Inner>
        <TopNav aria-label={intl.formatMessage({ id: 'header.topNav' })}>
          <TopGroup>
            <Link href={homeHref} tone="muted">
              {intl.formatMessage({ id: 'header.home' })}
            </Link>
            {start}
          </TopGroup>
          <TopGroup>{end}</TopGroup>
        </TopNav>
      </Inner>
    </TopBar>
  );
}

/** A 12 px upright line between top-bar items. */
export const Divider = styled.span`
  flex: none;
  width: 1px;
  height: 12px;
  background: ${(p) => p.theme.color.borderStrong};
`;

/** A button drawn as muted text that turns red on hover (top bar, hot keywords). */
export const TextButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${(p) => p.theme.color.textMuted};
  font-size: inherit;
  cursor: pointer;
  &:hover {
    color: ${(p) => p.theme.color.brand};
  }
  ${focusRing}
`;

/** The guest's 请登录 button, in brand red. */
export const SignInButton = styled(TextButton)`
  color: ${(p) => p.theme.color.brand};
`;

const AvatarBox = styled.span<{ px: number }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${(p) => p.px}px;
  height: ${(p) => p.px}px;
  border-radius: 50%;
  background: ${(p) => p.theme.color.border};
  color: ${(p) => p.theme.color.textMuted};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** A round avatar of `size` px: the picture, or a person icon when `src` is absent or ''. Decorative. */
export function Avatar({ src, size }: { src?: string | undefined; size: number }) {
  return (
    <AvatarBox px={size} aria-hidden>
      {src ? <img src={src} alt="" /> : <UserRound size={Math.round(size * 0.7)} aria-hidden />}
    </AvatarBox>
  );
}

/** A nickname cut with an ellipsis at 200 px. */
export const Nickname = styled.span`
  max-width: 200px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${(p) => p.theme.color.text};
`;

/**
 * The user area of the top bar: a placeholder while `loading`, 请登录 for a
 * guest, else what `children` draws for the signed-in shopper.
 */
export function UserSlot({
  loading,
  user,
  onSignIn,
  children,
}: {
  loading: boolean;
  user: HeaderUser | null;
  onSignIn: () => void;
  children: (user: HeaderUser) => ReactNode;
}) {
  const intl = useIntl();
  if (loading) return <Skeleton width={96} height={12} />;
  if (user) return children(user);
  return (
    <SignInButton type="button" onClick={onSignIn}>
      {intl.formatMessage({ id: 'header.signIn' })}
    </SignInButton>
  );
}

/** The white main row (96 px, or 64 px when compact): logo, search, cart. */
export const MainRow = styled.div<{ compact?: boolean }>`
  height: ${(p) => (p.compact ? 64 : p.theme.layout.headerHeight)}px;
  background: ${(p) => p.theme.color.surface};
  > div {
    height: 100%;
    gap: ${(p) => p.theme.space[8]}px;
  }
`;

const LogoLink = styled(Link, { shouldForwardProp: (prop) => prop !== 'compact' })<{ compact: boolean }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  img {
    display: block;
    max-width: ${(p) => (p.compact ? 150 : 200)}px;
    height: ${(p) => (p.compact ? 42 : 56)}px;
    object-fit: contain;
  }
`;

/** The logo, linking home; its alt text is 商城首页. */
export function HeaderLogo({ logoUrl, homeHref, compact = false }: { logoUrl: string; homeHref: string; compact?: boolean }) {
  const intl = useIntl();
  return (
    <LogoLink href={homeHref} compact={compact}>
      <img src={logoUrl} alt={intl.formatMessage({ id: 'header.logoAlt' })} />
    </LogoLink>
  );
}

/** The white 40 px bordered box of the main row's actions (cart link, QR button): red icon, red border on hover. */
export const actionBox = ({ theme: t }: { theme: Theme }) => css`
  flex: none;
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${t.space[2]}px;
  height: 40px;
  padding: 0 ${t.space[4]}px;
  border: 1px solid ${t.color.border};
  border-radius: ${t.radius.sm}px;
  background: ${t.color.surface};
  color: ${t.color.text};
  font-size: ${t.font.size.sm}px;
  > svg {
    color: ${t.color.brand};
  }
  &:hover {
    border-color: ${t.color.brand};
  }
`;

const CartBox = styled(Link)(actionBox);

/** The cart count, on the corner of the cart icon. */
const Badge = styled(CountBadge)`
  position: absolute;
  top: -9px;
  left: 28px;
`;

export { VisuallyHidden };

/**
 * The cart link: icon, 我的购物车 and a {@link CountBadge} on the icon (99+
 * above 99). The link's name includes the count ("我的购物车 3 件商品"); while
 * `loading` neither badge nor count is shown.
 */
export function CartLink({ href, count, loading }: { href: string; count: number; loading: boolean }) {
  const intl = useIntl();
  return (
    <CartBox href={href}>
      <ShoppingCart size={20} aria-hidden />
      {intl.formatMessage({ id: 'header.cart' })}
      {!loading && <Badge count={count} aria-hidden />}
      {!loading && <VisuallyHidden> {intl.formatMessage({ id: 'header.cartItems' }, { count })}</VisuallyHidden>}
    </CartBox>
  );
}

/** A white dropdown card under its trigger (user menu, language list, QR code). */
export const DropdownPanel = styled.div<{ align?: 'start' | 'end' | 'center' }>`
  position: absolute;
  top: calc(100% + 4px);
  ${(p) => (p.align === 'end' ? 'right: 0;' : p.align === 'center' ? 'left: 50%; transform: translateX(-50%);' : 'left: 0;')}
  z-index: ${(p) => p.theme.zIndex.drawer};
  padding: ${(p) => p.theme.space[2]}px 0;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.sm}px;
  box-shadow: ${(p) => p.theme.shadow.raised};
  color: ${(p) => p.theme.color.text};
  font-size: ${(p) => p.theme.font.size.sm}px;
  text-align: left;
  /* Bridges the 4 px gap, so moving the mouse from trigger to panel keeps it open. */
  &::before {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    top: -5px;
    height: 5px;
  }
`;

/** The relative box that holds a trigger and its dropdown. */
export const DropdownRoot = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;
  height: 100%;
`;

/** A top-bar trigger: muted text with a chevron, red while its dropdown is open. */
export const TopTrigger = styled(TextButton)`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[1]}px;
  height: 100%;
  min-width: 0;
  &[aria-expanded='true'] {
    color: ${(p) => p.theme.color.brand};
  }
  > svg:last-of-type {
    flex: none;
    transition: transform ${(p) => p.theme.motion.fast}ms;
  }
  &[aria-expanded='true'] > svg:last-of-type {
    transform: rotate(180deg);
  }
`;

/** Where the search box sits in the main row: centred, 18 px from the top (chips below); in the middle when compact. */
export const searchPlacement = ({ compact }: { compact?: boolean }) => `
  margin: 0 auto;
  ${compact ? 'align-self: center;' : 'padding-top: 18px; align-self: flex-start;'}
`;
