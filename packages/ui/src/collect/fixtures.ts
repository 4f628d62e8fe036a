/**
 * Story data for the collect family: favourites as the API returns them
 * (prices in integer cents, times as `Date`s). Not part of the package.
 */
import { fixtureImage } from '../fixtures/images.ts';
import type { FavouriteGoods } from './FavouriteGoodsList/FavouriteGoodsList.tsx';
import type { FollowedShop } from './FollowedShopsList/FollowedShopsList.tsx';

/** Favourite goods, the newest first; 简笔复印纸 is no longer on sale. */
export const favouriteGoods: FavouriteGoods[] = [
  { id: 51, productId: 101, createTime: new Date('2024-05-01T04:00:00Z'), storeName: '星河 Nova 60 Pro 12GB+512GB 雅川青 卫星通话 智能手机', image: fixtureImage(1), price: 699900, isShow: true },
  { id: 52, productId: 103, createTime: new Date('2024-04-20T04:00:00Z'), storeName: '松果森林 每日坚果 750g/30袋 混合果仁 休闲零食大礼包', image: fixtureImage(3), price: 12990, isShow: true },
  { id: 53, productId: 110, createTime: new Date('2024-04-02T04:00:00Z'), storeName: '简笔 A4 复印纸 70g 500 张/包 5 包装', image: fixtureImage(4), price: 8990, isShow: false },
  { id: 54, productId: 105, createTime: new Date('2024-03-18T04:00:00Z'), storeName: '暖居 电饭煲 4L 智能预约 IH 电磁加热', image: fixtureImage(5), price: 39900, isShow: true },
];

/** A favourite whose name runs long. */
export const longNameFavourite: FavouriteGoods = {
  id: 59,
  productId: 111,
  createTime: new Date('2024-02-01T04:00:00Z'),
  storeName: '【官方正品 顺丰包邮】澜湾 Lanwan 10 公斤 滚筒洗衣机 全自动 家用 大容量 变频 除菌 一级能效 智能投放 洗烘一体机 EG100HMATE81SU1',
  image: fixtureImage(0),
  price: 329900,
  isShow: true,
};

/** Followed shops (`GET /api/front/collect/merchant/list`). */
export const followedShops: FollowedShop[] = [
  { merId: 1, merName: '星河官方旗舰店', merAvatar: fixtureImage(1, 120), createTime: new Date('2024-05-01T04:00:00Z') },
  { merId: 7, merName: '松果森林坚果专营店', merAvatar: fixtureImage(3, 120), createTime: new Date('2024-03-12T04:00:00Z') },
  { merId: 11, merName: '暖居生活电器旗舰店', merAvatar: '', createTime: new Date('2023-11-30T04:00:00Z'), isSwitch: false },
];

/** A followed shop whose name runs long. */
export const longNameFollowedShop: FollowedShop = {
  merId: 12,
  merName: '深圳市优选好物数码科技有限公司官方授权旗舰店（华南仓）· 家电数码全品类专营',
  merAvatar: fixtureImage(5, 120),
  createTime: new Date('2022-08-08T04:00:00Z'),
};
