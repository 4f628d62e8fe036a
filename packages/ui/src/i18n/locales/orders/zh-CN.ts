import myCoupons from '../../../coupon/intl/mine/zh-CN.ts';
import order from '../../../order/intl/zh-CN.ts';
import points from '../../../points/intl/zh-CN.ts';
import profile from '../../../profile/intl/zh-CN.ts';
import refund from '../../../refund/intl/zh-CN.ts';
import upload from '../../../upload/intl/zh-CN.ts';
import settlement from '../../../settlement/intl/zh-CN.ts';

/**
 * The messages of @mall/ui in Simplified Chinese that only the order pages need: the
 * order family (checkout, payment, order list and detail, logistics) and the
 * points family. Loaded apart from ./core/zh-CN.ts, so that a page without
 * orders (the home page first of all) does not download them (see loadUiMessages).
 */
export default {
  ...order,
  ...myCoupons,
  ...points,
  ...profile,
  ...refund,
  ...upload,
  ...settlement,
};
