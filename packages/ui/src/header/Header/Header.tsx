import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { Link } from '../../base/Link/Link.tsx';
import { localeOfTag, type Locale } from '../../i18n/locales.ts';
import { focusRing } from '../../theme/theme.ts';
import { CategoryDrawer, type DrawerCategory } from '../CategoryDrawer/CategoryDrawer.tsx';
import {
  CartLink,
  Divider,
  HEADER_DEFAULT_HREFS,
  HeaderLogo,
  Inner,
  MainRow,
  TextButton,
  TopBarLayout,
  UserSlot,
  defaultCategoryHref,
  searchPlacement,
  type HeaderBaseProps,
} from '../headerParts.tsx';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch.tsx';
import type { HeaderMenuEntry } from '../menuHref.ts';
import { QrButton } from '../QrButton/QrButton.tsx';
import { SearchBox } from '../SearchBox/SearchBox.tsx';
import { UserMenu } from '../UserMenu/UserMenu.tsx';

/** Scroll, px, beyond which the app sets `fixed` (spec §9). */
export const HEADER_FIXED_THRESHOLD = 120;

/** Height of the nav row, px. */
export const HEADER_NAV_HEIGHT = 40;

export interface HeaderProps extends HeaderBaseProps {
  /** The language the mall is shown in; the provider's by default. */
  locale?: Locale;
  /** Called with the language chosen in the switch (the app saves it in the locale cookie); the switch is hidden without it. */
  onLocaleChange?: (locale: Locale) => void;
  /** 退出登录 in the user menu: the app asks for confirmation, then signs out. */
  onSignOut: () => void;
  /** The server's user menu (`routine_my_menus`): links to `pc_url` with `menuCur=id`; entries with an empty url are hidden. None by default. */
  userMenu?: HeaderMenuEntry[];
  /** 退款/售后 in the user menu; `/users/refund_list` by default. */
  refundsHref?: string;
  /** 我的评价 in the user menu; `/users/evaluation_list` by default. */
  reviewsHref?: string;
  /** 商家入驻 in the nav; `/users/merchant_settled?menuCur=70` by default (spec §2). */
  merchantApplyHref?: string;
  /** Address of the separate mobile mall: the top bar's 手机商城 link and the QR button's code; both hidden when '' (the default). */
  mobileUrl?: string;
  /** 收藏本站 in the top bar (the app adds a bookmark or tells the shopper to press Ctrl+D); hidden without it. */
  onCollectSite?: () => void;
  /** The platform category tree for the 全部商品分类 menu (none by default). */
  categories?: DrawerCategory[];
  /** Where a category leads; the search route with its `cid` by default. */
  categoryHref?: (cid: number) => string;
  /** Home page top: the category list is shown open under the nav instead of as a drawer (not while `fixed`). */
  categoriesPinned?: boolean;
  /** Scrolled more than {@link HEADER_FIXED_THRESHOLD} px: the main row and nav stick to the top, compact, with a shadow. */
  fixed?: boolean;
}

const Root = styled.header`
  position: relative;
  z-index: ${(p) => p.theme.zIndex.header};
`;

/** Holds the place of the main row and nav while they are fixed, so the page does not jump. */
const Spacer = styled.div`
  height: ${(p) => p.theme.layout.headerHeight + HEADER_NAV_HEIGHT}px;
`;

const Sticky = styled.div<{ fixed: boolean }>`
  ${(p) =>
    p.fixed &&
    `
      position: fixed;
      top: 0;
      left: 0;
      right: 0;
      z-index: ${p.theme.zIndex.header};
      box-shadow: ${p.theme.shadow.raised};
    `}
`;

/** The cart link and the QR button, side by side at the end of the main row. */
const Actions = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[3]}px;
`;

const Search = styled(SearchBox)(searchPlacement);

const NavRow = styled.div`
  height: ${HEADER_NAV_HEIGHT}px;
  background: ${(p) => p.theme.color.surface};
  border-bottom: 2px solid ${(p) => p.theme.color.brand};
  > nav {
    height: 100%;
    align-items: stretch;
  }
`;

const NavList = styled.ul`
  display: flex;
  align-items: stretch;
  margin: 0;
  padding: 0 0 0 ${(p) => p.theme.space[4]}px;
  list-style: none;
  li {
    display: flex;
  }
  a {
    display: flex;
    align-items: center;
    padding: 0 ${(p) => p.theme.space[5]}px;
    color: ${(p) => p.theme.color.text};
    font-size: ${(p) => p.theme.font.size.lg}px;
    font-weight: ${(p) => p.theme.font.weight.medium};
    white-space: nowrap;
  }
  a:hover {
    color: ${(p) => p.theme.color.brand};
  }
  a:focus-visible {
    outline-offset: -2px;
  }
`;

/** An address outside the mall (the mobile site): a plain anchor, as the router only knows mall paths. */
const ExternalLink = styled.a`
  color: ${(p) => p.theme.color.textMuted};
  text-decoration: none;
  &:hover {
    color: ${(p) => p.theme.color.brand};
  }
  ${focusRing}
`;

/**
 * The full page header of the mall, on the 1200 px column:
 * - a thin top bar: 首页, 收藏本站 (with `onCollectSite`) | the user area (请登录 for a guest, the
 *   {@link UserMenu} when signed in, a placeholder while `loading`),
 *   我的订单, 手机商城 (when `mobileUrl`), and the {@link LanguageSwitch}
 *   (with `onLocaleChange`);
 * - the main row: logo link, the {@link SearchBox} with three hot keyword
 *   chips, the cart link with its count badge, and the {@link QrButton} of
 *   the mobile mall (when `mobileUrl`);
 * - the nav row: the {@link CategoryDrawer} (全部商品分类; open in place with
 *   `categoriesPinned`) and the nav links 我的订单, 商家入驻.
 * With `fixed` the main row (compact: 64 px, no chips) and the nav stick to
 * the top with a shadow, over a spacer of their normal height; the pinned
 * category list becomes a drawer again.
 *
 * Only `logoUrl`, `onSearch`, `user`, `onSignIn` and `onSignOut` are required:
 * links default to the provider's paths ({@link HEADER_DEFAULT_HREFS}), lists
 * to none, and parts without their callback are left out.
 * @see spec §2 (Header; / : category panel pinned at the top, fixed header after 120 px), §9 (fixed header threshold 120 px, hot keywords 3, page width 1200 px)
 */
export function Header({
  locale,
  onLocaleChange,
  logoUrl,
  homeHref = HEADER_DEFAULT_HREFS.home,
  keywords = [],
  searchValue = '',
  onSearch,
  cartCount = 0,
  cartHref = HEADER_DEFAULT_HREFS.cart,
  user,
  loading = false,
  onSignIn,
  onSignOut,
  userMenu = [],
  ordersHref = HEADER_DEFAULT_HREFS.orders,
  refundsHref = HEADER_DEFAULT_HREFS.refunds,
  reviewsHref = HEADER_DEFAULT_HREFS.reviews,
  merchantApplyHref = HEADER_DEFAULT_HREFS.merchantApply,
  mobileUrl = '',
  onCollectSite,
  categories = [],
  categoryHref = defaultCategoryHref,
  categoriesPinned = false,
  fixed = false,
}: HeaderProps) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: `header.${key}` });

  return (
    <Root>
      <TopBarLayout
        homeHref={homeHref}
        start={
          onCollectSite && (
            <>
              <Divider aria-hidden />
              <TextButton type="button" onClick={onCollectSite}>
                {t('collectSite')}
              </TextButton>
            </>
          )
        }
        end={
          <>
            <UserSlot loading={loading} user={user} onSignIn={onSignIn}>
              {(signedIn) => (
                <UserMenu
                  user={signedIn}
                  menu={userMenu}
                  ordersHref={ordersHref}
                  refundsHref={refundsHref}
                  reviewsHref={reviewsHref}
                  onSignOut={onSignOut}
                />
              )}
            </UserSlot>
            <Divider aria-hidden />
            <Link href={ordersHref} tone="muted">
              {t('orders')}
            </Link>
            {mobileUrl && (
              <>
                <Divider aria-hidden />
                <ExternalLink href={mobileUrl}>{t('mobileMall')}</ExternalLink>
              </>
            )}
            {onLocaleChange && (
              <>
                <Divider aria-hidden />
                <LanguageSwitch value={locale ?? localeOfTag(intl.locale)} onChange={onLocaleChange} />
              </>
            )}
          </>
        }
      />
      {fixed && <Spacer aria-hidden />}
      <Sticky fixed={fixed}>
        <MainRow compact={fixed}>
          <Inner>
            <HeaderLogo logoUrl={logoUrl} homeHref={homeHref} compact={fixed} />
            <Search keywords={keywords} value={searchValue} onSearch={onSearch} compact={fixed} />
            <Actions>
              <CartLink href={cartHref} count={cartCount} loading={loading} />
              {mobileUrl && <QrButton url={mobileUrl} label={t('qrCode')} />}
            </Actions>
          </Inner>
        </MainRow>
        <NavRow>
          <Inner as="nav" aria-label={t('mainNav')}>
            <CategoryDrawer
              categories={categories}
              categoryHref={categoryHref}
              pinned={categoriesPinned && !fixed}
            />
            <NavList>
              <li>
                <Link href={ordersHref}>{t('orders')}</Link>
              </li>
              <li>
                <Link href={merchantApplyHref}>{t('merchantApply')}</Link>
              </li>
            </NavList>
          </Inner>
        </NavRow>
      </Sticky>
    </Root>
  );
}
