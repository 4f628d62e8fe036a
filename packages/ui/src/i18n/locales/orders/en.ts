import myCoupons from '../../../coupon/intl/mine/en.ts';
import order from '../../../order/intl/en.ts';
import points from '../../../points/intl/en.ts';
import profile from '../../../profile/intl/en.ts';
import refund from '../../../refund/intl/en.ts';
import upload from '../../../upload/intl/en.ts';
import settlement from '../../../settlement/intl/en.ts';

/**
 * The messages of @mall/ui in English that only the order pages need: the
 * order family (checkout, payment, order list and detail, logistics) and the
 * points family. Loaded apart from ./core/en.ts, so that a page without
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
