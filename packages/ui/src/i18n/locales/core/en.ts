import common from '../../intl/en.ts';
import account from '../../../account/intl/en.ts';
import address from '../../../address/intl/en.ts';
import auth from '../../../auth/intl/en.ts';
import base from '../../../base/intl/en.ts';
import cart from '../../../cart/intl/en.ts';
import category from '../../../category/intl/en.ts';
import collect from '../../../collect/intl/en.ts';
import coupon from '../../../coupon/intl/en.ts';
import error from '../../../error/intl/en.ts';
import feedback from '../../../feedback/intl/en.ts';
import floating from '../../../floating/intl/en.ts';
import footer from '../../../footer/intl/en.ts';
import goods from '../../../goods/intl/en.ts';
import header from '../../../header/intl/en.ts';
import home from '../../../home/intl/en.ts';
import merchant from '../../../merchant/intl/en.ts';
import money from '../../../money/intl/en.ts';
import ranking from '../../../ranking/intl/en.ts';
import review from '../../../review/intl/en.ts';
import search from '../../../search/intl/en.ts';

/**
 * The messages of @mall/ui in English that every page needs: every component
 * family but the order and points ones (./orders/en.ts, loaded with the
 * order pages). One chunk per locale (see loadUiMessages). A new component
 * family adds its line here, or in ./orders/en.ts if only order pages use it.
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
