/**
 * Story data for the home family: activities and an activity page as the API
 * returns them (prices in integer cents), pictures from `fixtures/images.ts`.
 * Not part of the package.
 */
import { fixtureImage } from '../fixtures/images.ts';
import type { Activity, ActivityGoods } from './ActivityBlock/ActivityBlock.tsx';
import type { ActivityDetail } from './ActivityBanner/ActivityBanner.tsx';

/** Goods of the activities (crmeb-api §4.3 `productList`). */
export const activityGoods: ActivityGoods[] = [
  { proId: 201, image: fixtureImage(1), storeName: '星河 StarPad 11.5 英寸 柔光版 平板电脑', price: 219900, otPrice: 259900 },
  { proId: 202, image: fixtureImage(2), storeName: '米粒 Redstar Buds 5 Pro 无线降噪耳机', price: 49900, otPrice: 59900 },
  { proId: 203, image: fixtureImage(3), storeName: '松果森林 坚果礼盒 1.5kg 年货大礼包', price: 15900, otPrice: 19900 },
  { proId: 204, image: fixtureImage(4), storeName: '疾风 羽毛球拍 全碳素 超轻 单拍', price: 29900, otPrice: 0 },
  { proId: 205, image: fixtureImage(5), storeName: '暖居 破壁机 家用 多功能 加热 豆浆机', price: 59900, otPrice: 89900 },
  { proId: 206, image: fixtureImage(0), storeName: '跃动 羽绒服 男款 冬季 保暖 连帽外套', price: 49900, otPrice: 79900 },
  { proId: 207, image: fixtureImage(1), storeName: '果味小铺 零食大礼包 20 袋装', price: 9900, otPrice: 12900 },
  { proId: 208, image: fixtureImage(2), storeName: '凌风 电暖器 家用 取暖器 节能 速热', price: 39900, otPrice: 49900 },
];

/** A carousel activity (type 1) with more goods than fit in one row. */
export const carouselActivity: Activity = { id: 1, name: '年货节 · 爆款直降', type: 1, productList: activityGoods };

/** A big/small grid activity (type 2). */
export const gridActivity: Activity = { id: 2, name: '数码好物', type: 2, productList: activityGoods.slice(0, 5) };

/** A big-image activity (type 3). */
export const bigImageActivity: Activity = { id: 3, name: '冬季焕新', type: 3, productList: activityGoods.slice(3, 6) };

/** An activity whose name and goods names run long. */
export const longTextActivity: Activity = {
  id: 4,
  name: '【限时特惠】全场家电低至五折起，满 999 元再减 100 元，叠加店铺优惠券更划算',
  type: 2,
  productList: [
    {
      proId: 211,
      image: fixtureImage(5),
      storeName: '【官方正品 顺丰包邮】澜湾 Lanwan 10 公斤 滚筒洗衣机 全自动 家用 大容量 变频 除菌 一级能效 洗烘一体机',
      price: 329900,
      otPrice: 459900,
    },
    ...activityGoods.slice(0, 4),
  ],
};

/** The header of an activity page (`GET /api/pc/activity/detail/{id}`, banners as a list). */
export const activityDetail: ActivityDetail = {
  id: 1,
  name: '年货节 · 爆款直降',
  banner: [fixtureImage(1, 1200, 360), fixtureImage(3, 1200, 360)],
  instruction: '活动时间：1 月 10 日至 1 月 25 日。活动商品限时直降，每人限购 5 件，售完即止。',
};
