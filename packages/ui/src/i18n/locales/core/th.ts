import common from '../../intl/th.ts';
import account from '../../../account/intl/th.ts';
import address from '../../../address/intl/th.ts';
import auth from '../../../auth/intl/th.ts';
import base from '../../../base/intl/th.ts';
import cart from '../../../cart/intl/th.ts';
import category from '../../../category/intl/th.ts';
import collect from '../../../collect/intl/th.ts';
import coupon from '../../../coupon/intl/th.ts';
import error from '../../../error/intl/th.ts';
import feedback from '../../../feedback/intl/th.ts';
import floating from '../../../floating/intl/th.ts';
import footer from '../../../footer/intl/th.ts';
import goods from '../../../goods/intl/th.ts';
import header from '../../../header/intl/th.ts';
import home from '../../../home/intl/th.ts';
import merchant from '../../../merchant/intl/th.ts';
import money from '../../../money/intl/th.ts';
import ranking from '../../../ranking/intl/th.ts';
import review from '../../../review/intl/th.ts';
import search from '../../../search/intl/th.ts';

/**
 * The messages of @mall/ui in Thai that every page needs: every component
 * family but the order and points ones (./orders/th.ts, loaded with the
 * order pages). One chunk per locale (see loadUiMessages). A new component
 * family adds its line here, or in ./orders/th.ts if only order pages use it.
 */
export default {
  ...common,
  ...account,
  ...address,
  ...auth,
  ...base,
  ...cart,
  ...category,
  ...collect,
  ...coupon,
  ...error,
  ...feedback,
  ...floating,
  ...footer,
  ...goods,
  ...header,
  ...home,
  ...merchant,
  ...money,
  ...ranking,
  ...review,
  ...search,
};
