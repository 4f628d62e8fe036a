import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { Link } from '../../base/Link/Link.tsx';

/** The child pages of a shop (spec §2 /merchant/merchant). */
export type ShopTab = 'home' | 'classify' | 'coupon' | 'qualification';

/** The route of each child page, e.g. `{ home: '/merchant/merchant/home?id=1', … }`. */
export type ShopTabHrefs = Record<ShopTab, string>;

export interface ShopTabsProps {
  /** The page being shown. */
  current: ShopTab;
  hrefs: ShopTabHrefs;
}

const TABS: { tab: ShopTab; label: string }[] = [
  { tab: 'home', label: 'shopTabs.home' },
  { tab: 'classify', label: 'shopTabs.classify' },
  { tab: 'coupon', label: 'shopTabs.coupon' },
  { tab: 'qualification', label: 'shopTabs.qualification' },
];

const Nav = styled.nav`
  background: ${(p) => p.theme.color.surface};
  border-bottom: 2px solid ${(p) => p.theme.color.brand};
  ul {
    display: flex;
    gap: ${(p) => p.theme.space[1]}px;
    margin: 0;
    padding: 0 ${(p) => p.theme.space[4]}px;
    list-style: none;
  }
`;

const Tab = styled(Link)`
  display: inline-flex;
  align-items: center;
  height: 44px;
  padding: 0 ${(p) => p.theme.space[6]}px;
  color: ${(p) => p.theme.color.text};
  font-size: ${(p) => p.theme.font.size.md}px;
  white-space: nowrap;
  &[aria-current='page'] {
    background: ${(p) => p.theme.color.brand};
    color: ${(p) => p.theme.color.onBrand};
    font-weight: ${(p) => p.theme.font.weight.bold};
  }
  &:focus-visible {
    outline-offset: -2px;
  }
`;

/**
 * The navigation between a shop's pages: 店铺首页, 全部分类, 领优惠券, 店铺资质.
 * Each is a link (the pages are routes, not panels); the page being shown is
 * marked `aria-current="page"` and drawn in the brand red.
 * @see spec §2 /merchant/merchant (child pages category, coupon, home, qualification); crmeb-api §3
 */
export function ShopTabs({ current, hrefs }: ShopTabsProps) {
  const intl = useIntl();
  return (
    <Nav aria-label={intl.formatMessage({ id: 'shopTabs.label' })}>
      <ul>
        {TABS.map(({ tab, label }) => (
          <li key={tab}>
            <Tab href={hrefs[tab]} aria-current={tab === current ? 'page' : undefined}>
              {intl.formatMessage({ id: label })}
            </Tab>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
