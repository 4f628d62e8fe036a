/**
 * Story data for the coupon family: the coupons of a shop as
 * `GET /api/front/coupons` returns them, and the shopper's coupons at a
 * checkout (money in cents). Fixed validity
 * runs from 00:00:00 of the first day to 23:59:59 of the last in the mall's
 * zone, Asia/Shanghai (UTC+8), so the stories show them in that zone. Not
 * part of the package.
 */
import type { CouponCardCoupon } from './CouponCard/CouponCard.tsx';
import type { CheckoutCoupon, CouponPickerPlatform, CouponPickerShop } from './CouponPicker/CouponPicker.tsx';
import type { MyCoupon } from './MyCouponCard/MyCouponCard.tsx';

const base = {
  isLimited: false,
  lastTotal: 0,
  isUse: false,
  isFixedTime: false,
  day: 0,
  useStartTimeStr: null,
  useEndTimeStr: null,
} satisfies Partial<CouponCardCoupon>;

/** A shop coupon with a threshold, valid on fixed dates. */
export const shopCoupon: CouponCardCoupon = {
  ...base,
  id: 501,
  name: '星河官方旗舰店 春季焕新券',
  money: 10000,
  minPrice: 100000,
  useType: 1,
  isFixedTime: true,
  useStartTimeStr: new Date('2025-02-28T16:00:00Z'),
  useEndTimeStr: new Date('2025-03-31T15:59:59Z'),
};

/** A limited coupon without threshold, valid 7 days after receipt, 5 left. */
export const limitedCoupon: CouponCardCoupon = {
  ...base,
  id: 502,
  name: '新人无门槛券',
  money: 500,
  minPrice: 0,
  useType: 1,
  isLimited: true,
  lastTotal: 5,
  day: 7,
};

/** A coupon for the listed goods, already received. */
export const receivedCoupon: CouponCardCoupon = {
  ...base,
  id: 503,
  name: 'Nova 60 系列专享券',
  money: 30000,
  minPrice: 500000,
  useType: 2,
  isUse: true,
  day: 30,
};

/** A limited platform coupon with none left. */
export const goneCoupon: CouponCardCoupon = {
  ...base,
  id: 504,
  name: '平台满减券',
  money: 2000,
  minPrice: 19900,
  useType: 3,
  isLimited: true,
  lastTotal: 0,
  isFixedTime: true,
  useStartTimeStr: new Date('2025-02-28T16:00:00Z'),
  useEndTimeStr: new Date('2025-06-30T15:59:59Z'),
};

/** A large amount and a very long name. */
export const longCoupon: CouponCardCoupon = {
  ...base,
  id: 505,
  name: '【家电焕新季】澜湾官方旗舰店 滚筒洗衣机 / 冰箱 / 空调 / 热水器 指定型号 以旧换新 叠加补贴 专享大额券',
  money: 150000,
  minPrice: 1200000,
  useType: 2,
  isLimited: true,
  lastTotal: 1,
  day: 1,
};

/** The coupons of the goods detail page, in the order the API gives them. */
export const shopCoupons: CouponCardCoupon[] = [shopCoupon, limitedCoupon, receivedCoupon, goneCoupon, longCoupon];

/** Validity of the checkout coupons: March 2025 in Shanghai. */
const march = { startTime: new Date('2025-02-28T16:00:00Z'), endTime: new Date('2025-03-31T15:59:59Z') };

/** Usable merchant coupon of shop 1. */
export const huaweiShopCoupon: CheckoutCoupon = { id: 9001, name: '星河官方旗舰店 春季焕新券', money: 10000, minPrice: 100000, category: 1, ...march };
/** Usable goods coupon of shop 1, without threshold. */
export const huaweiGoodsCoupon: CheckoutCoupon = { id: 9002, name: 'StarPad 系列专享券', money: 5000, minPrice: 0, category: 2, ...march };
/** Usable platform coupon. */
export const platformCoupon: CheckoutCoupon = { id: 9101, name: '平台满减券', money: 2000, minPrice: 19900, category: 3, ...march };

/** The shops of the two-shop checkout: shop 1 with two usable and one short coupon, shop 2 with only unusable ones. */
export const checkoutShops: CouponPickerShop[] = [
  {
    merId: 1,
    merName: '星河官方旗舰店',
    usable: [huaweiShopCoupon, huaweiGoodsCoupon],
    unusable: [
      { id: 9003, name: 'Nova 60 系列专享券', money: 30000, minPrice: 500000, category: 2, ...march, reason: 'minimum', shortBy: 280100 },
    ],
  },
  {
    merId: 2,
    merName: '松果森林食品专营店',
    usable: [],
    unusable: [
      {
        id: 9004,
        name: '坚果节预热券',
        money: 1500,
        minPrice: 9900,
        category: 1,
        startTime: new Date('2025-04-09T16:00:00Z'),
        endTime: new Date('2025-04-20T15:59:59Z'),
        reason: 'notStarted',
      },
      {
        id: 9005,
        name: '年货节满减券',
        money: 1000,
        minPrice: 5900,
        category: 1,
        startTime: new Date('2025-01-09T16:00:00Z'),
        endTime: new Date('2025-02-09T15:59:59Z'),
        reason: 'expired',
      },
    ],
  },
];

/** The platform's coupons of the checkout: one usable, one short of its minimum. */
export const checkoutPlatform: CouponPickerPlatform = {
  usable: [platformCoupon],
  unusable: [{ id: 9102, name: '平台大额券', money: 20000, minPrice: 500000, category: 3, ...march, reason: 'minimum', shortBy: 153330 }],
};

/** The shopper's coupons (`GET /api/front/coupon/list` rows as the account page shows them), March 2025 in Shanghai unless said. */
export const myShopCoupon: MyCoupon = {
  id: 7001,
  name: '星河官方旗舰店 春季焕新券',
  money: 10000,
  minPrice: 100000,
  useType: 1,
  merName: '星河官方旗舰店',
  ...march,
  state: 'usable',
};

/** A usable goods coupon without threshold. */
export const myGoodsCoupon: MyCoupon = { id: 7002, name: 'StarPad 系列专享券', money: 5000, minPrice: 0, useType: 2, merName: '星河官方旗舰店', ...march, state: 'usable' };

/** A usable platform coupon: no shop. */
export const myPlatformCoupon: MyCoupon = { id: 7003, name: '平台满减券', money: 2000, minPrice: 19900, useType: 3, merName: '', ...march, state: 'usable' };

/** Valid from 10 April only. */
export const myNotStartedCoupon: MyCoupon = {
  id: 7004,
  name: '坚果节预热券',
  money: 1500,
  minPrice: 9900,
  useType: 1,
  merName: '松果森林食品专营店',
  startTime: new Date('2025-04-09T16:00:00Z'),
  endTime: new Date('2025-04-20T15:59:59Z'),
  state: 'notStarted',
};

/** Used on an order. */
export const myUsedCoupon: MyCoupon = { ...myShopCoupon, id: 7005, state: 'used' };

/** Past its end (January). */
export const myExpiredCoupon: MyCoupon = {
  id: 7006,
  name: '年货节满减券',
  money: 1000,
  minPrice: 5900,
  useType: 1,
  merName: '松果森林食品专营店',
  startTime: new Date('2025-01-09T16:00:00Z'),
  endTime: new Date('2025-02-09T15:59:59Z'),
  state: 'expired',
};

/** A large amount, a very long name and shop name. */
export const myLongCoupon: MyCoupon = {
  id: 7007,
  name: '【家电焕新季】澜湾官方旗舰店 滚筒洗衣机 / 冰箱 / 空调 / 热水器 指定型号 以旧换新 叠加补贴 专享大额券',
  money: 150000,
  minPrice: 1200000,
  useType: 2,
  merName: '澜湾智家官方旗舰店（家电焕新季以旧换新专场）',
  ...march,
  state: 'usable',
};

/** The usable tab: shop, goods, platform, not started, long. */
export const myUsableCoupons: MyCoupon[] = [myShopCoupon, myGoodsCoupon, myPlatformCoupon, myNotStartedCoupon, myLongCoupon];

/** The unusable tab: used and expired. */
export const myUnusableCoupons: MyCoupon[] = [myUsedCoupon, myExpiredCoupon];
