import myCoupons from '../../../coupon/intl/mine/th.ts';
import order from '../../../order/intl/th.ts';
import points from '../../../points/intl/th.ts';
import profile from '../../../profile/intl/th.ts';
import refund from '../../../refund/intl/th.ts';
import upload from '../../../upload/intl/th.ts';
import settlement from '../../../settlement/intl/th.ts';

/**
 * The messages of @mall/ui in Thai that only the order pages need: the
 * order family (checkout, payment, order list and detail, logistics) and the
 * points family. Loaded apart from ./core/th.ts, so that a page without
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
