import common from '../../intl/zh-CN.ts';
import account from '../../../account/intl/zh-CN.ts';
import address from '../../../address/intl/zh-CN.ts';
import auth from '../../../auth/intl/zh-CN.ts';
import base from '../../../base/intl/zh-CN.ts';
import cart from '../../../cart/intl/zh-CN.ts';
import category from '../../../category/intl/zh-CN.ts';
import collect from '../../../collect/intl/zh-CN.ts';
import coupon from '../../../coupon/intl/zh-CN.ts';
import error from '../../../error/intl/zh-CN.ts';
import feedback from '../../../feedback/intl/zh-CN.ts';
import floating from '../../../floating/intl/zh-CN.ts';
import footer from '../../../footer/intl/zh-CN.ts';
import goods from '../../../goods/intl/zh-CN.ts';
import header from '../../../header/intl/zh-CN.ts';
import home from '../../../home/intl/zh-CN.ts';
import merchant from '../../../merchant/intl/zh-CN.ts';
import money from '../../../money/intl/zh-CN.ts';
import ranking from '../../../ranking/intl/zh-CN.ts';
import review from '../../../review/intl/zh-CN.ts';
import search from '../../../search/intl/zh-CN.ts';

/**
 * The messages of @mall/ui in Simplified Chinese that every page needs: every component
 * family but the order and points ones (./orders/zh-CN.ts, loaded with the
 * order pages). One chunk per locale (see loadUiMessages). A new component
 * family adds its line here, or in ./orders/zh-CN.ts if only order pages use it.
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
