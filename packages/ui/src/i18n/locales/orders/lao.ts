import myCoupons from '../../../coupon/intl/mine/lao.ts';
import order from '../../../order/intl/lao.ts';
import points from '../../../points/intl/lao.ts';
import profile from '../../../profile/intl/lao.ts';
import refund from '../../../refund/intl/lao.ts';
import upload from '../../../upload/intl/lao.ts';
import settlement from '../../../settlement/intl/lao.ts';

/**
 * The messages of @mall/ui in Lao that only the order pages need: the
 * order family (checkout, payment, order list and detail, logistics) and the
 * points family. Loaded apart from ./core/lao.ts, so that a page without
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
