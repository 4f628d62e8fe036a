import type zhCN from './zh-CN.ts';

/** Messages of the account components in English. */
export default {
  'accountMenu.label': 'My account',
  'accountMenu.section.orders': 'Orders',
  'accountMenu.section.account': 'Account',
  'accountMenu.section.merchant': 'For merchants',
  'accountMenu.section.more': 'More',
  'accountMenu.item.home': 'Overview',
  'accountMenu.item.orders': 'My orders',
  'accountMenu.item.refunds': 'Refunds & returns',
  'accountMenu.item.reviews': 'My reviews',
  'accountMenu.item.profile': 'Profile',
  'accountMenu.item.addresses': 'Addresses',
  'accountMenu.item.favourites': 'Favourites',
  'accountMenu.item.coupons': 'My coupons',
  'accountMenu.item.points': 'My points',
  'accountMenu.item.merchantApply': 'Sell on the mall',
  'accountMenu.item.applications': 'My applications',
} satisfies Record<keyof typeof zhCN, string>;
