import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { countBadgeText } from '../../base/CountBadge/countBadgeText.ts';
import { Link } from '../../base/Link/Link.tsx';
import {
  Avatar,
  CartLink,
  Divider,
  HEADER_DEFAULT_HREFS,
  HeaderLogo,
  Inner,
  MainRow,
  Nickname,
  TextButton,
  TopBarLayout,
  UserSlot,
  searchPlacement,
  type HeaderBaseProps,
} from '../headerParts.tsx';
import { SearchBox } from '../SearchBox/SearchBox.tsx';

export interface PlainHeaderProps extends HeaderBaseProps {
  /** The signed-in shopper's 退出 button; hidden when not given. */
  onSignOut?: () => void;
}

const UserBox = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]}px;
  min-width: 0;
`;

const Search = styled(SearchBox)(searchPlacement);

/** The text of the cart badge: the count, or 99+ above 99 (plain digits; see {@link countBadgeText}). */
export function cartBadgeText(count: number): string {
  return countBadgeText(count);
}

/**
 * The plain page header: a thin top bar (首页, the user area — 请登录 for a
 * guest, "你好，nickname" and 退出 when signed in — and 我的订单) over the main
 * row: logo link, the {@link SearchBox} (trimmed text; three hot keyword
 * chips) and the cart link with a count badge (99+ above 99; the link's name
 * includes the count). Content is the 1200 px column, centred.
 * @deprecated Use {@link Header}, the full header; this one stays until the storefront switches.
 * @see spec §2 Header, §9 (hot keywords shown 3; page width 1200 px)
 */
export function PlainHeader({
  logoUrl,
  homeHref = HEADER_DEFAULT_HREFS.home,
  keywords = [],
  searchValue = '',
  onSearch,
  cartCount = 0,
  cartHref = HEADER_DEFAULT_HREFS.cart,
  user,
  onSignIn,
  onSignOut,
  ordersHref = HEADER_DEFAULT_HREFS.orders,
  loading = false,
}: PlainHeaderProps) {
  const intl = useIntl();
  return (
    <header>
      <TopBarLayout
        homeHref={homeHref}
        end={
          <>
            <UserSlot loading={loading} user={user} onSignIn={onSignIn}>
              {(signedIn) => (
                <UserBox>
                  <Avatar src={signedIn.avatar} size={20} />
                  <Nickname title={signedIn.nickname}>
                    {intl.formatMessage({ id: 'plainHeader.greeting' }, { name: signedIn.nickname })}
                  </Nickname>
                  {onSignOut && (
                    <TextButton type="button" onClick={onSignOut}>
                      {intl.formatMessage({ id: 'plainHeader.signOut' })}
                    </TextButton>
                  )}
                </UserBox>
              )}
            </UserSlot>
            <Divider aria-hidden />
            <Link href={ordersHref} tone="muted">
              {intl.formatMessage({ id: 'header.orders' })}
            </Link>
          </>
        }
      />
      <MainRow>
        <Inner>
          <HeaderLogo logoUrl={logoUrl} homeHref={homeHref} />
          <Search keywords={keywords} value={searchValue} onSearch={onSearch} />
          <CartLink href={cartHref} count={cartCount} loading={loading} />
        </Inner>
      </MainRow>
    </header>
  );
}
