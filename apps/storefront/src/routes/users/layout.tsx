import { UploaderProvider } from '../../api/UploaderContext.tsx';
import { Outlet, useLocation, useSearchParams } from 'react-router';
import { AccountMenu, Columns, type AccountMenuItem, type AccountMenuSection } from '@mall/ui';
import { stripLocale } from '../../app/localePath.ts';
import { POINTS_PATH } from '../../app/paths.ts';
import { useUserMenus } from '../../data/user.ts';
import { useSession } from '../../state/SessionContext.tsx';

/** The user centre's menu: every page of `/users` (spec §2 route table) and the points page. */
const SECTIONS: AccountMenuSection[] = [
  {
    key: 'orders',
    items: [
      { key: 'orders', href: '/users/order_list?orderStatus=1' },
      { key: 'refunds', href: '/users/refund_list' },
      { key: 'reviews', href: '/users/evaluation_list' },
    ],
  },
  {
    key: 'account',
    items: [
      { key: 'home', href: '/users' },
      { key: 'profile', href: '/users/user_info' },
      { key: 'addresses', href: '/users/address_list' },
      { key: 'favourites', href: '/users/collection_list' },
      { key: 'coupons', href: '/users/coupon_list' },
      { key: 'points', href: POINTS_PATH },
    ],
  },
  {
    key: 'merchant',
    items: [
      { key: 'merchantApply', href: '/users/merchant_settled?menuCur=70' },
      { key: 'applications', href: '/users/application_record' },
    ],
  },
];

/** Which menu entry a `/users/…` page belongs to. */
const CURRENT: Record<string, AccountMenuItem> = {
  '': 'home',
  order_list: 'orders',
  refund_list: 'refunds',
  refund_confirm: 'refunds',
  evaluation_list: 'reviews',
  evaluation_confirm: 'reviews',
  user_info: 'profile',
  address_list: 'addresses',
  collection_list: 'favourites',
  coupon_list: 'coupons',
  integral: 'points',
  merchant_settled: 'merchantApply',
  application_record: 'applications',
};

/**
 * `/users/*`: the user centre, its menu at the left (spec §2): the fixed
 * pages, and the server's menu entries (`routine_my_menus`) with `menuCur`;
 * the page shown, or the entry of `?menuCur=`, is marked current.
 */
export default function UsersLayout() {
  const page = stripLocale(useLocation().pathname).split('/')[2] ?? '';
  const [params] = useSearchParams();
  const menuCur = Number(params.get('menuCur')) || undefined;
  // The header reads the same menu: one request for both.
  const menus = useUserMenus(useSession().loggedIn);
  return (
    <Columns side={200}>
      <AccountMenu sections={SECTIONS} current={CURRENT[page]} menu={menus.data?.routine_my_menus} menuCur={menuCur} />
      <div>
        <UploaderProvider>
          <Outlet />
        </UploaderProvider>
      </div>
    </Columns>
  );
}
