import myCoupons from '../../../coupon/intl/mine/fr.ts';
import order from '../../../order/intl/fr.ts';
import points from '../../../points/intl/fr.ts';
import profile from '../../../profile/intl/fr.ts';
import refund from '../../../refund/intl/fr.ts';
import upload from '../../../upload/intl/fr.ts';
import settlement from '../../../settlement/intl/fr.ts';

/**
 * The messages of @mall/ui in French that only the order pages need: the
 * order family (checkout, payment, order list and detail, logistics) and the
 * points family. Loaded apart from ./core/fr.ts, so that a page without
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
