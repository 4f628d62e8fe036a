import type zhCN from './zh-CN.ts';

/** Messages of the collect components in English. */
export default {
  'favouriteGoodsList.label': 'Favourite goods',
  'favouriteGoodsList.loading': 'Loading favourites',
  'favouriteGoodsList.empty': 'No favourites yet',
  'favouriteGoodsList.emptyHint': 'Tap the heart on goods you like to find them here later',
  'favouriteGoodsList.selectAll': 'Select all',
  'favouriteGoodsList.selected': '{count, number} selected',
  'favouriteGoodsList.removeSelected': 'Remove selected',
  'favouriteGoodsList.select': 'Select {name}',
  'favouriteGoodsList.remove': 'Remove',
  'favouriteGoodsList.unavailable': 'Unavailable',
  'favouriteGoodsList.confirmTitle': 'Remove from favourites',
  'favouriteGoodsList.confirmText': 'Remove the {count, plural, one {# selected item} other {# selected items}} from your favourites?',
  'favouriteGoodsList.confirm': 'Remove',
  'followedShopsList.label': 'Followed shops',
  'followedShopsList.loading': 'Loading followed shops',
  'followedShopsList.empty': 'No followed shops yet',
  'followedShopsList.emptyHint': 'Follow shops you like to hear about new goods and offers',
  'followedShopsList.since': 'Followed {date}',
  'followedShopsList.unfollow': 'Unfollow',
  'followedShopsList.enter': 'Visit shop',
  'followedShopsList.closed': 'Closed',
} satisfies Record<keyof typeof zhCN, string>;
