import common from '../../intl/fr.ts';
import account from '../../../account/intl/fr.ts';
import address from '../../../address/intl/fr.ts';
import auth from '../../../auth/intl/fr.ts';
import base from '../../../base/intl/fr.ts';
import cart from '../../../cart/intl/fr.ts';
import category from '../../../category/intl/fr.ts';
import collect from '../../../collect/intl/fr.ts';
import coupon from '../../../coupon/intl/fr.ts';
import error from '../../../error/intl/fr.ts';
import feedback from '../../../feedback/intl/fr.ts';
import floating from '../../../floating/intl/fr.ts';
import footer from '../../../footer/intl/fr.ts';
import goods from '../../../goods/intl/fr.ts';
import header from '../../../header/intl/fr.ts';
import home from '../../../home/intl/fr.ts';
import merchant from '../../../merchant/intl/fr.ts';
import money from '../../../money/intl/fr.ts';
import ranking from '../../../ranking/intl/fr.ts';
import review from '../../../review/intl/fr.ts';
import search from '../../../search/intl/fr.ts';

/**
 * The messages of @mall/ui in French that every page needs: every component
 * family but the order and points ones (./orders/fr.ts, loaded with the
 * order pages). One chunk per locale (see loadUiMessages). A new component
 * family adds its line here, or in ./orders/fr.ts if only order pages use it.
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
