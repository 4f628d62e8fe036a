import common from '../../intl/lao.ts';
import account from '../../../account/intl/lao.ts';
import address from '../../../address/intl/lao.ts';
import auth from '../../../auth/intl/lao.ts';
import base from '../../../base/intl/lao.ts';
import cart from '../../../cart/intl/lao.ts';
import category from '../../../category/intl/lao.ts';
import collect from '../../../collect/intl/lao.ts';
import coupon from '../../../coupon/intl/lao.ts';
import error from '../../../error/intl/lao.ts';
import feedback from '../../../feedback/intl/lao.ts';
import floating from '../../../floating/intl/lao.ts';
import footer from '../../../footer/intl/lao.ts';
import goods from '../../../goods/intl/lao.ts';
import header from '../../../header/intl/lao.ts';
import home from '../../../home/intl/lao.ts';
import merchant from '../../../merchant/intl/lao.ts';
import money from '../../../money/intl/lao.ts';
import ranking from '../../../ranking/intl/lao.ts';
import review from '../../../review/intl/lao.ts';
import search from '../../../search/intl/lao.ts';

/**
 * The messages of @mall/ui in Lao that every page needs: every component
 * family but the order and points ones (./orders/lao.ts, loaded with the
 * order pages). One chunk per locale (see loadUiMessages). A new component
 * family adds its line here, or in ./orders/lao.ts if only order pages use it.
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
